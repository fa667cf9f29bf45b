import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UploadedFile } from '../../pipeline/request';

/** Bytes are kept in chunks of this size (one row each), written and read one at a time. */
const UPLOAD_CHUNK_BYTES = 256 * 1024;

/** Cuts the pieces passing through into chunks of UPLOAD_CHUNK_BYTES, each handed to `keep` as it fills. */
function chunker(keep: (chunk: Uint8Array) => Promise<void>) {
  let buffer = new Uint8Array(UPLOAD_CHUNK_BYTES);
  let filled = 0;
  return {
    async add(piece: Uint8Array): Promise<void> {
      for (let at = 0; at < piece.length;) {
        const taken = Math.min(piece.length - at, UPLOAD_CHUNK_BYTES - filled);
        buffer.set(piece.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
        if (filled === UPLOAD_CHUNK_BYTES) {
          await keep(buffer);
          buffer = new Uint8Array(UPLOAD_CHUNK_BYTES);
          filled = 0;
        }
      }
    },
    /** The last, shorter chunk. */
    async end(): Promise<void> {
      if (filled > 0) await keep(buffer.subarray(0, filled));
    },
  };
}

/**
 * The upload's file with its bytes staged as they pass (DESIGN.md §8 "Uploads are evidence"): the reader still
 * streams it, each 256 KB chunk is written to `upload_chunk_staging` before the next is read, and the merge's
 * transaction moves the chunks of an upload that changed data to `upload_chunks` (keepStagedChunks). Memory holds a
 * chunk, not the file, and the transaction does not spend its time sending the file's bytes.
 */
export function keptFile(
  db: Db,
  file: UploadedFile | undefined,
  uploadId: string,
): { file: UploadedFile | undefined; size: () => number } {
  let size = 0;
  if (!file) return { file, size: () => size };
  const source = file.content;
  async function* content(): AsyncGenerator<Uint8Array> {
    let seq = 0;
    const chunks = chunker(async (chunk) => {
      await sql`INSERT INTO upload_chunk_staging (upload_id, seq, bytes)
        VALUES (${uploadId}, ${seq++}, ${chunk})`.execute(db);
      size += chunk.length;
    });
    // The reader gets the pieces as they came; the kept chunks are cut beside them.
    for await (const piece of source) {
      await chunks.add(piece);
      yield piece;
    }
    await chunks.end();
  }
  return { file: { ...file, content: content() }, size: () => size };
}

/** In the merge's transaction: the staged bytes of the upload become its kept file. */
export async function keepStagedChunks(tx: Db, uploadId: string): Promise<void> {
  await sql`INSERT INTO upload_chunks (upload_id, seq, bytes)
    SELECT upload_id, seq, bytes FROM upload_chunk_staging WHERE upload_id = ${uploadId}`.execute(tx);
}

import { createHash, randomUUID } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@sdp/shared/contracts';
import { AppError } from '../errors';

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/**
 * A file part written to a temporary file as it arrives, hashed on the way, and readable again by the handler as if
 * it came off the wire: memory holds a chunk, not the file. The file's name is gone as soon as it is open (only this
 * process can read it); `dispose` closes it if the handler did not read it to the end.
 */
async function spooled(
  part: MultipartFile,
): Promise<{ part: MultipartFile; hash: string; dispose: () => Promise<void> }> {
  const path = join(tmpdir(), `sdp-upload-${randomUUID()}`);
  const handle = await open(path, 'w+', 0o600);
  let reader: ReturnType<typeof handle.createReadStream> | undefined;
  const dispose = async () => {
    if (reader && !reader.closed) {
      const closed = new Promise<void>((resolve) => reader!.once('close', () => resolve()));
      reader.destroy();
      await closed;
    }
    await handle.close().catch(() => undefined);
  };
  try {
    await unlink(path);
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
      await handle.write(chunk);
    }
    // As toBuffer() does: a file over the limit is the 413 answer, not a short file.
    if (part.file.truncated) throw new AppError(413, 'E-413', MESSAGES.tooLarge);
    reader = handle.createReadStream({ start: 0, autoClose: false });
    const stream = Object.assign(reader, {
      truncated: false,
      bytesRead: bytes,
    });
    const toBuffer = async () => (await handle.readFile()) as Buffer;
    return { part: { ...part, file: stream, toBuffer } as MultipartFile, hash: hash.digest('hex'), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Reads a multipart body whole (each file within the upload limit: a larger one throws the 413 error) and answers
 * the digest of its content: field names and values, file field names, file names and file bytes, in order. The
 * raw body is not it: its boundary changes on every send, so a client's retry of the same file would not match.
 * The handler then reads the very same parts through `request.file()`, `files()` or `parts()`; the files wait in
 * temporary files, closed by the `disposers` the caller runs once the request is answered.
 */
export async function readMultipartContent(
  request: FastifyRequest,
  disposers: (() => Promise<void>)[],
): Promise<string> {
  const parts: Multipart[] = [];
  const digest: string[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const file = await spooled(part);
      disposers.push(file.dispose);
      digest.push(JSON.stringify(['file', part.fieldname, part.filename, file.hash]));
      parts.push(file.part);
    } else {
      digest.push(JSON.stringify(['field', part.fieldname, part.value]));
      parts.push(part);
    }
  }
  const files = parts.filter((part): part is MultipartFile => part.type === 'file');
  request.parts = async function* () {
    yield* parts;
  };
  request.files = async function* () {
    yield* files;
  };
  request.file = async () => files[0];
  return sha256(digest.join('\n'));
}

import { sql } from 'kysely';
import type { CsvValue } from '@sdp/shared/domain';
import { bulkCopyOf } from '../../db/bulk-copy';
import type { Db } from '../../db/database';
import { ident, stagedColumns, type UploadTarget } from './upload-target';

/** Rows per COPY: on PGlite each chunk holds the one connection for a few tens of milliseconds, then lets others in. */
const STAGE_CHUNK_ROWS = 5000;

/** Staging rows older than this are left over from a crash and swept. */
const STALE_STAGING = '1 hour';

// COPY's CSV format: an unquoted empty field is NULL, a quoted one is an empty string.
const copyCell = (value: CsvValue | undefined): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return `"${value.replace(/"/g, '""')}"`;
};

const encoder = new TextEncoder();

/** A slice's COPY text as UTF-8 bytes, outside V8's heap: lines held as strings until the COPY reached its old generation. */
function copyBytes(initialBytes = 1 << 20) {
  let bytes: Uint8Array<ArrayBuffer> = new Uint8Array(initialBytes);
  let spare: Uint8Array<ArrayBuffer> | undefined;
  let filled = 0;
  return {
    append(text: string): void {
      // A UTF-16 unit is at most 3 bytes of UTF-8.
      if (filled + text.length * 3 > bytes.length) {
        const grown = new Uint8Array(Math.max(bytes.length * 2, filled + text.length * 3));
        grown.set(bytes.subarray(0, filled));
        bytes = grown;
      }
      filled += encoder.encodeInto(text, bytes.subarray(filled)).written;
    },
    /** The bytes so far, for a COPY; the next slice fills the spare buffer, or a new one. */
    take(): Uint8Array<ArrayBuffer> {
      const taken = bytes.subarray(0, filled);
      bytes = spare ?? new Uint8Array(bytes.length);
      spare = undefined;
      filled = 0;
      return taken;
    },
    /** A buffer whose COPY is done: the slice after next reuses it (two buffers in all, not one per slice). */
    recycle(done: Uint8Array<ArrayBuffer>): void {
      spare = new Uint8Array(done.buffer);
    },
  };
}

/**
 * Stages records as the file is read: each record becomes its line of COPY text, as bytes, as it is taken (the record
 * and its line are garbage at once, young, instead of waiting in a slice long enough to reach the old generation),
 * and each slice is COPYed while the next is read (on PostgreSQL the server takes one while Node parses the other); `done`
 * waits for the last and gives the planner the staged table's statistics.
 */
export function recordStager<T extends Record<string, CsvValue>>(
  db: Db,
  target: UploadTarget<T>,
  uploadId: string,
  onRecord: (record: T) => void = () => undefined,
) {
  const copy = bulkCopyOf(db);
  const columns = stagedColumns(target);
  const prefix = `"${uploadId}",`;
  const slice = copyBytes();
  let rows = 0;
  let pending: Promise<void> = Promise.resolve();
  const add = (record: T): boolean => {
    onRecord(record);
    const computed = target.computed?.(record);
    const cell = (column: string) =>
      copyCell(computed && column in computed ? computed[column] : record[column]);
    slice.append(`${prefix}${columns.map(cell).join(',')}\n`);
    rows += 1;
    return rows >= STAGE_CHUNK_ROWS;
  };
  const flush = async () => {
    if (rows === 0) return;
    const bytes = slice.take();
    rows = 0;
    await pending;
    pending = copy(target.staging, ['upload_id', ...columns], bytes).then(() => slice.recycle(bytes));
    // Awaited by the next slice or by done(); until then a failure is not "unhandled".
    pending.catch(() => undefined);
  };
  const done = async () => {
    await pending;
    // Without statistics the planner takes staging for a few rows and anti-joins by nested loop: O(rows²).
    await analyzeUploadTable(db, target.staging);
  };
  /** Waits for a COPY still running, whatever its outcome (before the staged rows are dropped). */
  const settled = () => pending.catch(() => undefined);
  return { add, flush, done, settled };
}

/** ANALYZE is the owner's: the API's roles ask the database to do it for an upload's tables (migration 171). */
export async function analyzeUploadTable(db: Db, table: string): Promise<void> {
  await sql`SELECT sdp_analyze_upload_table(${table})`.execute(db);
}

export async function dropStaged<T extends Record<string, CsvValue>>(
  db: Db,
  target: UploadTarget<T>,
  uploadId: string,
): Promise<void> {
  await sql`DELETE FROM ${sql.raw(ident(target.staging))}
    WHERE upload_id = ${uploadId} OR staged_at < now() - ${STALE_STAGING}::interval`.execute(db);
  await sql`DELETE FROM upload_chunk_staging
    WHERE upload_id = ${uploadId} OR staged_at < now() - ${STALE_STAGING}::interval`.execute(db);
}

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

/**
 * Stages records as the file is read: each record becomes its line of COPY text as it is taken (the record itself is
 * garbage at once, young, instead of waiting in a slice long enough to reach the old generation), and each slice of
 * lines is COPYed while the next is read (on PostgreSQL the server takes one while Node parses the other); `done`
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
  let lines: string[] = [];
  let pending: Promise<void> = Promise.resolve();
  const add = (record: T): boolean => {
    onRecord(record);
    const computed = target.computed?.(record);
    const cell = (column: string) => copyCell(computed && column in computed ? computed[column] : record[column]);
    lines.push(`${prefix}${columns.map(cell).join(',')}\n`);
    return lines.length >= STAGE_CHUNK_ROWS;
  };
  const flush = async () => {
    if (lines.length === 0) return;
    const text = lines.join('');
    lines = [];
    await pending;
    pending = copy(target.staging, ['upload_id', ...columns], text);
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

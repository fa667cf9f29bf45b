import { sql } from 'kysely';
import type { CsvValue } from '@sdp/shared/domain';
import { bulkCopyOf } from '../../db/bulk-copy';
import type { Db } from '../../db/database';
import { ident, stagedColumns, type UploadTarget } from './upload-target';

/** Rows per COPY: on PGlite each chunk holds the one connection for a few tens of milliseconds, then lets others in. */
export const STAGE_CHUNK_ROWS = 5000;

/** Staging rows older than this are left over from a crash and swept. */
const STALE_STAGING = '1 hour';

// COPY's CSV format: an unquoted empty field is NULL, a quoted one is an empty string.
const copyCell = (value: CsvValue | undefined): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return `"${value.replace(/"/g, '""')}"`;
};

/** COPYs the records into the target's staging table under `uploadId`, a chunk at a time. */
export async function stageRows<T extends Record<string, CsvValue>>(
  db: Db,
  target: UploadTarget<T>,
  uploadId: string,
  records: readonly T[],
): Promise<void> {
  const copy = bulkCopyOf(db);
  const columns = stagedColumns(target);
  for (let start = 0; start < records.length; start += STAGE_CHUNK_ROWS) {
    let text = '';
    for (const record of records.slice(start, start + STAGE_CHUNK_ROWS)) {
      const row: Record<string, CsvValue> = { ...record, ...target.computed?.(record) };
      text += `"${uploadId}",${columns.map((column) => copyCell(row[column])).join(',')}\n`;
    }
    await copy(target.staging, ['upload_id', ...columns], text);
  }
  // Without statistics the planner takes staging for a few rows and anti-joins by nested loop: O(rows²).
  await sql`ANALYZE ${sql.raw(ident(target.staging))}`.execute(db);
}

export async function dropStaged<T extends Record<string, CsvValue>>(
  db: Db,
  target: UploadTarget<T>,
  uploadId: string,
): Promise<void> {
  await sql`DELETE FROM ${sql.raw(ident(target.staging))}
    WHERE upload_id = ${uploadId} OR staged_at < now() - ${STALE_STAGING}::interval`.execute(db);
}

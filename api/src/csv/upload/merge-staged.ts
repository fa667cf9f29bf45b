import { sql } from 'kysely';
import { LISTED_IN_USE, removalsInUseMessage, type CsvValue } from '@sdp/shared/domain';
import type { Db } from '../../db/database';
import type { AuditActor } from '../../audit/record-audit';
import { badRequest } from '../../errors';
import { auditStaged } from './audit-staged';
import { listedRows, type ListedRows } from './listed-rows';
import { partsOf } from './staged-parts';
import { ident, writtenColumns, type UploadTarget } from './upload-target';

export interface UploadOutcome extends ListedRows {
  added: number;
  changed: number;
  removed: number;
}

type Row = Record<string, CsvValue>;

async function countChanges<T extends Row>(db: Db, target: UploadTarget<T>, uploadId: string) {
  const { stored, staging, keyMatch, differs, staged, isRemoved } = partsOf(target, uploadId);
  const counts = await sql<{ added: number; changed: number; removed: number }>`
    SELECT
      (SELECT count(*)::int FROM ${staging} s
        WHERE ${staged} AND NOT EXISTS (SELECT 1 FROM ${stored} t WHERE ${keyMatch})) AS added,
      (SELECT count(*)::int FROM ${staging} s JOIN ${stored} t ON ${keyMatch}
        WHERE ${staged} AND ${differs(target.values)}) AS changed,
      (SELECT count(*)::int FROM ${stored} t WHERE ${isRemoved}) AS removed`.execute(db);
  return counts.rows[0]!;
}

/** Refuses the upload when a row it would remove is used elsewhere (W-004, the rows' keys in the message). */
async function refuseRemovalsInUse<T extends Row>(db: Db, target: UploadTarget<T>, uploadId: string) {
  if (!target.inUse || !target.definition.replaces) return;
  const { stored, isRemoved } = partsOf(target, uploadId);
  const keys = target.definition.keys;
  const { rows } = await sql<Row>`
    SELECT ${sql.raw(keys.map((key) => `t.${ident(key)}`).join(', '))} FROM ${stored} t
    WHERE ${isRemoved} AND (${sql.raw(target.inUse.where)})
    ORDER BY ${sql.raw(keys.map((key) => `t.${ident(key)}`).join(', '))}
    LIMIT ${LISTED_IN_USE + 1}`.execute(db);
  if (rows.length === 0) return;
  const field = target.inUse.field;
  const header = target.definition.columns.find((column) => column.key === field)?.header ?? field;
  const listed = rows.map((row) => keys.map((key) => row[key]).join('/'));
  throw badRequest('W-004', removalsInUseMessage(header, listed), { [field]: 'IN_USE_ERROR' });
}

const NOT_LISTED: ListedRows = { added_rows: [], changed_rows: [], removed_rows: [] };

/**
 * What merging the staged rows would do, reading only; `list` adds the first rows of each kind (the dry run's
 * answer: the merge itself, under its lock, only counts).
 */
export async function previewStaged<T extends Row>(
  db: Db,
  target: UploadTarget<T>,
  uploadId: string,
  list = true,
): Promise<UploadOutcome> {
  await refuseRemovalsInUse(db, target, uploadId);
  const counts = await countChanges(db, target, uploadId);
  return { ...counts, ...(list ? await listedRows(db, target, uploadId) : NOT_LISTED) };
}

/**
 * Merges the staged rows in the caller's transaction, set-based: removes, changes, adds. Uploads of one target
 * take turns (an advisory lock held to the end of the transaction), so two at once cannot both add a key; the
 * counts are the row events written under that lock, so they are what this merge does.
 */
export async function mergeStaged<T extends Row>(
  tx: Db,
  target: UploadTarget<T>,
  uploadId: string,
  actor: AuditActor,
  /** Filled with the milliseconds the row events took (part of the merge), for the answer's Server-Timing. */
  timing: { audit?: number } = {},
): Promise<UploadOutcome> {
  const { table, staging, keyMatch, differs, staged, isRemoved } = partsOf(target, uploadId);
  const userId = actor.userId;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`csv-upload:${target.entity}`}))`.execute(tx);
  await refuseRemovalsInUse(tx, target, uploadId);
  const auditStarted = performance.now();
  const outcome: UploadOutcome = { ...(await auditStaged(tx, target, uploadId, actor)), ...NOT_LISTED };
  timing.audit = performance.now() - auditStarted;
  await target.beforeMerge?.(tx, uploadId);
  await sql`DELETE FROM ${table} t WHERE ${isRemoved}`.execute(tx);
  const writes = writtenColumns(target);
  const sets = writes.map((column) => `${ident(column)} = s.${ident(column)}`);
  if (target.versioned) sets.push('version = t.version + 1', 'updated_date = now()');
  await sql`
    UPDATE ${table} t SET ${sql.raw(sets.join(', '))}${target.versioned ? sql`, updated_user_id = ${userId}` : sql``}
    FROM ${staging} s WHERE ${staged} AND ${keyMatch} AND ${differs(writes)}`.execute(tx);
  const columns = [...target.definition.keys, ...writes];
  const users = target.userColumns.map(() => sql`${userId}`);
  await sql`
    INSERT INTO ${table} (${sql.raw([...columns, ...target.userColumns].map(ident).join(', '))})
    SELECT ${sql.raw(columns.map((column) => `s.${ident(column)}`).join(', '))}
      ${users.length > 0 ? sql`, ${sql.join(users)}` : sql``}
    FROM ${staging} s
    WHERE ${staged} AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE ${keyMatch})`.execute(tx);
  return outcome;
}

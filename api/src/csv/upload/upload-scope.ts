import { sql } from 'kysely';
import { MESSAGES } from '@sdp/shared/contracts';
import type { CsvRowValidator, CsvValue } from '@sdp/shared/domain';
import type { Db } from '../../db/database';
import type { DataScope } from '../../db/scope';

/** The kinds of record an upload row may name whose organisation decides the scope (migration 120). */
type ScopeEntity = 'headquarter' | 'department' | 'office' | 'corporation';

/** A record a row names: the CSV field that names it, its kind and code (the row's survey year is the year). */
export interface ScopeRef<T> {
  field: keyof T & string;
  entity: ScopeEntity;
  code: CsvValue;
}

/** Whether each record there is lies in the caller's scope, by `entity\tyear\tcode`. */
async function scopeMapOf(db: Db): Promise<Map<string, boolean>> {
  const { rows } = await sql<{ entity: string; survey_fy: number; code: string; in_scope: boolean }>`
    SELECT entity, survey_fy, code, in_scope FROM sdp_scope_map()`.execute(db);
  return new Map(rows.map((row) => [`${row.entity}\t${row.survey_fy}\t${row.code}`, row.in_scope]));
}

/**
 * A row check that refuses, with its line, a row naming a record outside the caller's scope (OUT_OF_SCOPE), and
 * runs `next` (the upload's own checks) on the others. Unscoped callers get `next` unchanged. A code not stored yet
 * is left to `next` (unknown, or new: then the policies decide where it may land).
 */
export async function scopeCheck<T extends Record<string, CsvValue>>(
  db: Db,
  scope: DataScope,
  refsOf: ((record: T) => readonly ScopeRef<T>[]) | undefined,
  next: ((record: T, line: number, validator: CsvRowValidator<T>) => void) | undefined,
): Promise<((record: T, line: number, validator: CsvRowValidator<T>) => void) | undefined> {
  if (scope.kind === 'all' || !refsOf) return next;
  const map = await scopeMapOf(db);
  return (record, line, validator) => {
    const outside = refsOf(record).find(
      (ref) => ref.code !== null && map.get(`${ref.entity}\t${record.survey_fy}\t${ref.code}`) === false,
    );
    if (!outside) return next?.(record, line, validator);
    validator.add({ line, field: outside.field, reason: 'OUT_OF_SCOPE', message: MESSAGES.outOfScope });
  };
}

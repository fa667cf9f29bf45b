import { sql } from 'kysely';
import type { CsvValue } from '@sdp/shared/domain';
import { ident, type UploadTarget } from './upload-target';

type Row = Record<string, CsvValue>;

/** The SQL pieces of one target's diff; predicates read staging as `s` and the stored rows as `t`. */
export function partsOf<T extends Row>(target: UploadTarget<T>, uploadId: string) {
  const table = sql.raw(ident(target.table));
  const stored = sql.raw(target.compareFrom ?? ident(target.table));
  const staging = sql.raw(ident(target.staging));
  const nullable = new Set<string>(target.nullableKeys ?? []);
  const keyMatch = sql.raw(
    target.definition.keys
      .map((key) =>
        nullable.has(key)
          ? `coalesce(t.${ident(key)}, '') = coalesce(s.${ident(key)}, '')`
          : `t.${ident(key)} = s.${ident(key)}`,
      )
      .join(' AND '),
  );
  const row = (alias: string, columns: readonly string[]) =>
    `ROW(${columns.map((column) => `${alias}.${ident(column)}`).join(', ')})`;
  const differs = (columns: readonly string[]) =>
    sql.raw(`${row('t', columns)} IS DISTINCT FROM ${row('s', columns)}`);
  const staged = sql`s.upload_id = ${uploadId}`;
  const isRemoved = target.definition.replaces
    ? sql`t.survey_fy IN (SELECT DISTINCT survey_fy FROM ${staging} WHERE upload_id = ${uploadId})
        AND NOT EXISTS (SELECT 1 FROM ${staging} s WHERE ${staged} AND ${keyMatch})`
    : sql`false`;
  return { table, stored, staging, keyMatch, differs, staged, isRemoved };
}

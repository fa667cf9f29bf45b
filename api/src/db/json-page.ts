import { CompiledQuery, sql, type Expression, type RawBuilder } from 'kysely';
import { jsonText, type JsonText } from '../pipeline/handler';
import type { Db } from './database';
import { pageWindow } from './list-page';

/** A column of the page's rows (alias `r`), for a field's value or the order. */
export const rowColumn = (name: string) => sql.ref(`r.${name}`);

/**
 * A timestamp as JSON.stringify writes a Date (`2026-11-27T05:04:03.021Z`): UTC, milliseconds cut off as pg's
 * Date drops the microseconds.
 */
export const isoTimestamp = (value: Expression<unknown>) =>
  sql`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A code's label from the code's table of labels (`labels[code] ?? otherwise`), written as a CASE. */
export const labelOf = (
  code: Expression<unknown>,
  labels: Readonly<Record<number, string>>,
  otherwise: RawBuilder<unknown> = sql`NULL`,
) =>
  sql`CASE ${code} ${sql.join(
    Object.entries(labels).map(([key, label]) => sql`WHEN ${sql.lit(Number(key))} THEN ${sql.lit(label)}`),
    sql` `,
  )} ELSE ${otherwise} END`;

export interface JsonPageSpec {
  /** The page's rows, in any order (read as `r`). */
  rows: Expression<unknown>;
  /** Answer key of each row → its value over `r` (a column name, or an expression). */
  fields: Readonly<Record<string, string | RawBuilder<unknown>>>;
  /** The rows' order within the page, over `r` (the page query's own order, repeated on its 20 rows). */
  order: RawBuilder<unknown>;
  /** The number of rows every page of the list holds together: a query of one row and one integer column. */
  total: Expression<unknown>;
  /** The answer's key for its rows (`users`, `offices`, …). */
  key: string;
  page: number;
  perPage: number;
}

const fieldValue = (value: string | RawBuilder<unknown>) =>
  typeof value === 'string' ? rowColumn(value) : value;

const rows = new WeakMap<JsonPageSpec['fields'], RawBuilder<unknown>>();

/**
 * A row of the answer as JSON text, its SQL compiled once per list (a list's fields are a constant): compiling its
 * two dozen fragments anew on every request made Kysely's share of a users list grow by half. Fields with a
 * parameter (none so far) are compiled on every request.
 */
function rowOf(db: Db, fields: JsonPageSpec['fields']): RawBuilder<unknown> {
  const known = rows.get(fields);
  if (known) return known;
  const columns = Object.entries(fields).map(([key, value]) => sql`${fieldValue(value)} AS ${sql.id(key)}`);
  const row = sql`(SELECT to_json(j) FROM (SELECT ${sql.join(columns)}) j)::text`;
  const compiled = row.compile(db);
  if (compiled.parameters.length > 0) return row;
  const raw = sql.raw(compiled.sql);
  rows.set(fields, raw);
  return raw;
}

const answerOf = (spec: JsonPageSpec, db: Db) => {
  pageWindow(spec.perPage, spec.page);
  const row = rowOf(db, spec.fields);
  const head = `,"page":${spec.page},"per_page":${spec.perPage},${JSON.stringify(spec.key)}:`;
  return sql<{ body: string }>`SELECT '{"total":' || (${spec.total})::text || ${sql.lit(head)}
    || coalesce((SELECT '[' || string_agg(${row}, ',' ORDER BY ${spec.order}) || ']' FROM (${spec.rows}) r), '[]')
    || '}' AS body`;
};

/**
 * A list's answer — `{ total, page, per_page, <key>: rows }` — written by PostgreSQL in one statement and read as
 * one text column: pg parses no row, and the pipeline sends the text as it is (no JSON.parse, no schema, no
 * JSON.stringify). Each row is `to_json` of a row of the answer's fields, which PostgreSQL writes compact as
 * JSON.stringify does (json_build_object and json_agg write `"key" : value, ` and made the answers ≈ 11 % longer);
 * the page's own keys are written around them. Page and per_page are written in, checked to be whole numbers
 * (pageWindow), so the plan is kept.
 */
export async function jsonPage<T>(db: Db, spec: JsonPageSpec): Promise<JsonText<T>> {
  const answer = await answerOf(spec, db).execute(db);
  return jsonText<T>(answer.rows[0]!.body);
}

/** Statements kept per list; the map starts again when full. */
const MAX_KEPT = 500;

/**
 * A list's jsonPage whose statement is built and compiled once per input (its filters, sort and page) when it has no
 * parameter: Kysely building and compiling it anew was ≈ 9 % of an authority groups request's CPU profile, the
 * largest piece of the API's own work. `spec` must depend on `input` alone, and `input` be plain JSON values (its
 * JSON text is the key); a statement with parameters (a filter's text) is built every time, so no caller's text is
 * kept. The caller's data scope is the connection's role and settings, never in the text.
 */
export function jsonPages<I, T>(spec: (db: Db, input: I) => JsonPageSpec) {
  const kept = new Map<string, CompiledQuery<{ body: string }>>();
  return async (db: Db, input: I): Promise<JsonText<T>> => {
    const key = JSON.stringify(input);
    let query = kept.get(key);
    if (!query) {
      query = answerOf(spec(db, input), db).compile(db);
      if (query.parameters.length === 0) {
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(key, CompiledQuery.raw(query.sql) as CompiledQuery<{ body: string }>);
      }
    }
    const answer = await db.executeQuery(query);
    return jsonText<T>(answer.rows[0]!.body);
  };
}

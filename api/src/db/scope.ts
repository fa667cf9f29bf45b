import { sql } from 'kysely';
import { inheritBulkCopy } from './bulk-copy';
import type { Db } from './database';

/**
 * Whose data a caller sees (DESIGN.md §8 "Data scope"): everything, or one headquarters' or one group's records.
 * `none`: a 所属組織データのみ user with no organisation sees no scoped record.
 */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'headquarter'; code: string }
  | { kind: 'group'; code: string }
  | { kind: 'none' };

/** Runs database work with the caller's scope (a handler's `ctx.scoped`). */
export type Scoped = <T>(work: (db: Db) => Promise<T>) => Promise<T>;

/**
 * The roles the API's work runs as: not the tables' owner, so the row-level security policies apply (migrations 120,
 * 121). A 全社 caller's role has policies of plain `true`, which the planner drops; the other scopes' role has the
 * policies that test the organisation.
 */
const roleOf = (scope: DataScope) => (scope.kind === 'all' ? 'sdp_all' : 'sdp_app');

/** The role, scope kind and scope code a connection is set to for `scope`. */
export const scopeSettings = (scope: DataScope): [string, string, string] => [
  roleOf(scope),
  scope.kind,
  'code' in scope ? scope.code : '',
];

/**
 * A pool only `withScope` takes connections from (PostgreSQL): each use sets role and scope first, so none needs
 * setting back after, and a connection of the main pool is never left with a caller's role.
 */
const scopedPools = new WeakMap<Db, Db>();
export const registerScopedPool = (db: Db, scoped: Db): void => {
  scopedPools.set(db, scoped);
};

/**
 * Runs `work` on one connection as the app role with the scope set (and sets both back after, unless the connection
 * is of the scoped pool): every query of the work, whatever it forgets, sees and changes only the scope's rows (the
 * database's policies decide, not the code).
 * With `year`, the same statement answers whether that survey year exists (one round trip, not two); when it does
 * not, `missing()` is thrown before the work runs.
 */
export async function withScope<T>(
  db: Db,
  scope: DataScope,
  work: (db: Db) => Promise<T>,
  year?: { fy: number; missing: () => Error },
): Promise<T> {
  const own = scopedPools.get(db);
  return (own ?? db).connection().execute(async (connection) => {
    inheritBulkCopy(connection, db);
    const code = 'code' in scope ? scope.code : '';
    const { rows } = await sql<{ year: boolean | null }>`SELECT set_config('role', ${roleOf(scope)}, false),
      set_config('sdp.scope_kind', ${scope.kind}, false), set_config('sdp.scope_code', ${code}, false),
      ${year ? sql`EXISTS (SELECT 1 FROM survey_years WHERE survey_fy = ${year.fy})` : sql`NULL`} AS year`.execute(
      connection,
    );
    try {
      if (year && rows[0]?.year !== true) throw year.missing();
      return await work(connection);
    } finally {
      if (!own)
        await sql`SELECT set_config('role', 'none', false), set_config('sdp.scope_kind', '', false),
        set_config('sdp.scope_code', '', false)`.execute(connection);
    }
  });
}

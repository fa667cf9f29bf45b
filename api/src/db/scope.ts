import { sql } from 'kysely';
import { inheritBulkCopy } from './bulk-copy';
import { RESET_SCOPE_SQL, roleOf } from './scope-pool';
import type { Db } from './database';
import type { DataScope } from './data-scope';

export type { DataScope } from './data-scope';

/** Runs database work with the caller's scope (a handler's `ctx.scoped`). */
export type Scoped = <T>(work: (db: Db) => Promise<T>) => Promise<T>;

/**
 * Takes a connection of the scoped pool for work of `scope`. A pool only `withScope` takes connections from
 * (PostgreSQL): each connection is set to the caller's role and scope as it is handed out (`setScopeOnTake`), so none
 * needs setting back after, and a connection of the main pool is never left with a caller's role.
 */
export type Reserving = <T>(scope: DataScope, take: () => Promise<T>) => Promise<T>;
const scopedPools = new WeakMap<Db, { scoped: Db; reserving: Reserving }>();
export const registerScopedPool = (db: Db, scoped: Db, reserving: Reserving): void => {
  scopedPools.set(db, { scoped, reserving });
};

/**
 * Survey years known to exist, per database. The app never deletes a year, so a year seen once stays; the set is
 * dropped every YEARS_RESYNC_MS all the same, a bound for a year deleted by hand. A year not in the set is asked of
 * the database (and added when it exists).
 */
const YEARS_RESYNC_MS = 30_000;
const knownYears = new WeakMap<Db, { years: Set<number>; since: number }>();
const yearsOf = (db: Db) => {
  let known = knownYears.get(db);
  if (!known || Date.now() - known.since > YEARS_RESYNC_MS) {
    known = { years: new Set(), since: Date.now() };
    knownYears.set(db, known);
  }
  return known.years;
};

/**
 * Runs `work` on one connection as the app role with the scope set: every query of the work, whatever it forgets,
 * sees and changes only the scope's rows (the database's policies decide, not the code). On PostgreSQL the scoped
 * pool's connection is set as it is taken (nothing when it is set to that scope already); on PGlite's one connection
 * role and scope are set before and set back after.
 * With `year`, that survey year must exist, or `missing()` is thrown before the work runs: a year not known to exist
 * yet is asked of the database (on PGlite in the statement that sets the scope).
 */
export async function withScope<T>(
  db: Db,
  scope: DataScope,
  work: (db: Db) => Promise<T>,
  year?: { fy: number; missing: () => Error },
): Promise<T> {
  const years = yearsOf(db);
  const knownYear = year !== undefined && years.has(year.fy);
  const own = scopedPools.get(db);
  if (own) {
    return own.reserving(scope, () =>
      own.scoped.connection().execute(async (connection) => {
        inheritBulkCopy(connection, db);
        if (year && !knownYear) {
          const { rows } = await sql<{ year: boolean }>`SELECT EXISTS (SELECT 1 FROM survey_years
          WHERE survey_fy = ${year.fy}) AS year`.execute(connection);
          if (rows[0]?.year !== true) throw year.missing();
          years.add(year.fy);
        }
        return work(connection);
      }),
    );
  }
  return db.connection().execute(async (connection) => {
    inheritBulkCopy(connection, db);
    const code = 'code' in scope ? scope.code : '';
    const { rows } = await sql<{ year: boolean | null }>`SELECT set_config('role', ${roleOf(scope)}, false),
      set_config('sdp.scope_kind', ${scope.kind}, false), set_config('sdp.scope_code', ${code}, false),
      ${year && !knownYear ? sql`EXISTS (SELECT 1 FROM survey_years WHERE survey_fy = ${year.fy})` : sql`NULL`} AS year`.execute(
      connection,
    );
    try {
      if (year && !knownYear) {
        if (rows[0]?.year !== true) throw year.missing();
        years.add(year.fy);
      }
      return await work(connection);
    } finally {
      await sql.raw(RESET_SCOPE_SQL).execute(connection);
    }
  });
}

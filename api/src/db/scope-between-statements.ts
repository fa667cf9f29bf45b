import { Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import { shareBulkCopy } from './bulk-copy';
import type { Database, Db } from './database';
import { withScope, type DataScope } from './scope';
import { RESET_SCOPE_SQL, SET_SCOPE_SQL, scopeSettings } from './scope-pool';

/** Databases of one connection (PGlite), whose pool a request may take statement by statement. */
const singleConnectionPools = new WeakMap<Db, PostgresPool>();
export const registerSingleConnectionPool = (db: Db, pool: PostgresPool): void => {
  singleConnectionPools.set(db, pool);
};

/** The pool's connections, each with the scope set when taken and set back before the next user gets it. */
function scopedPool(pool: PostgresPool, scope: DataScope): PostgresPool {
  const [role, kind, code] = scopeSettings(scope);
  return {
    async connect() {
      const client = await pool.connect();
      try {
        await client.query(SET_SCOPE_SQL, [role, kind, code]);
      } catch (error) {
        client.release();
        throw error;
      }
      return {
        query: client.query,
        release: () => {
          void client.query(RESET_SCOPE_SQL, []).finally(() => client.release());
        },
      };
    },
    end: async () => undefined,
  };
}

/**
 * Like withScope, but on a database of ONE connection (PGlite) the work holds it only statement by statement (a
 * transaction for its length): an upload reading, checking and staging its file lets other users' requests in
 * between. Elsewhere (a pool of connections) the same as withScope.
 */
export async function withScopeBetweenStatements<T>(
  db: Db,
  scope: DataScope,
  work: (db: Db) => Promise<T>,
  year?: { fy: number; missing: () => Error },
): Promise<T> {
  const pool = singleConnectionPools.get(db);
  if (!pool) return withScope(db, scope, work, year);
  const scoped: Db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: scopedPool(pool, scope) }),
  });
  shareBulkCopy(scoped, db);
  if (year) {
    const { rows } = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM survey_years
      WHERE survey_fy = ${year.fy}) AS found`.execute(scoped);
    if (rows[0]?.found !== true) throw year.missing();
  }
  return work(scoped);
}

import type { PGliteInterface } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { registerBulkCopy } from './bulk-copy';
import { pgliteCopy, pgliteHeldCopy } from './bulk-copy-pglite';
import type { Database, Db } from './database';
import { pglitePool, type Lock } from './pglite-pool';
import { registerSingleConnectionPool } from './scope-between-statements';

/** Kysely over a PGlite database (in Node or in a browser), with its bulk COPY registered. */
export function pgliteDb(pglite: PGliteInterface, lock?: Lock) {
  const pool = pglitePool(pglite, lock);
  const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  registerBulkCopy(db, pgliteCopy(pool, pglite), pgliteHeldCopy(pglite));
  registerSingleConnectionPool(db, pool);
  return { db, pool };
}

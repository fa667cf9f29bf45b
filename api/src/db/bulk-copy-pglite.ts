import type { PGliteInterface } from '@electric-sql/pglite';
import { copyStatement, type BulkCopy } from './bulk-copy';
import type { PostgresPool } from 'kysely';

/**
 * PGlite cannot take `COPY … FROM STDIN`, so it reads the same CSV text as a blob through `COPY … FROM '/dev/blob'`,
 * while the one connection is held so no other query runs in between.
 */
export const pgliteCopy =
  (pool: PostgresPool, pglite: PGliteInterface): BulkCopy =>
  async (table, columns, csv) => {
    const client = await pool.connect();
    try {
      await pglite.query(copyStatement(table, columns, `'/dev/blob'`), [], { blob: new Blob([csv]) });
    } finally {
      client.release();
    }
  };

/** The same COPY on a connection that already holds PGlite's lock (a request's connection): no second lock. */
export const pgliteHeldCopy =
  (pglite: PGliteInterface): BulkCopy =>
  async (table, columns, csv) => {
    await pglite.query(copyStatement(table, columns, `'/dev/blob'`), [], { blob: new Blob([csv]) });
  };

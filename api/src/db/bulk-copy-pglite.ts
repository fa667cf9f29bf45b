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

/**
 * The same COPY on a connection that already holds PGlite's lock (a request's connection): no second lock. COPY from
 * a file is for the owner (the app role may not read server files), and staging tables carry no policy: the role
 * steps aside for the COPY and is set back after, whatever happens.
 */
export const pgliteHeldCopy =
  (pglite: PGliteInterface): BulkCopy =>
  async (table, columns, csv) => {
    const { rows } = await pglite.query<{ role: string }>(`SELECT current_setting('role') AS role`);
    await pglite.query('RESET ROLE');
    try {
      await pglite.query(copyStatement(table, columns, `'/dev/blob'`), [], { blob: new Blob([csv]) });
    } finally {
      await pglite.query(`SELECT set_config('role', $1, false)`, [rows[0]!.role]);
    }
  };

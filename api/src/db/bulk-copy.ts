import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './database';

/**
 * `COPY table (columns) FROM …` of CSV text (no header). PostgreSQL takes it through `COPY … FROM STDIN`
 * (pg-copy-streams); PGlite cannot (its wire adapter dies on CopyIn), so it reads the same text as a blob through
 * `COPY … FROM '/dev/blob'`, while the pool's one client is held so no other query runs in between.
 */
export type BulkCopy = (table: string, columns: readonly string[], csv: string) => Promise<void>;

const statement = (table: string, columns: readonly string[], source: string) =>
  `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM ${source} WITH (FORMAT csv)`;

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not an identifier: ${name}`);
  return `"${name}"`;
}

export const postgresCopy =
  (pool: pg.Pool): BulkCopy =>
  async (table, columns, csv) => {
    const client = await pool.connect();
    try {
      const stream = client.query(copyFrom(statement(table, columns, 'STDIN')));
      await pipeline(Readable.from([Buffer.from(csv, 'utf-8')]), stream);
    } finally {
      client.release();
    }
  };

export const pgliteCopy =
  (pool: pg.Pool, pglite: PGlite): BulkCopy =>
  async (table, columns, csv) => {
    const client = await pool.connect();
    try {
      await pglite.query(statement(table, columns, `'/dev/blob'`), [], { blob: new Blob([csv]) });
    } finally {
      client.release();
    }
  };

// Kysely hides the pool; the connection layer registers how to COPY into each database it opens.
const copiers = new WeakMap<Db, BulkCopy>();

export const registerBulkCopy = (db: Db, copy: BulkCopy): void => {
  copiers.set(db, copy);
};

export function bulkCopyOf(db: Db): BulkCopy {
  const copy = copiers.get(db);
  if (!copy) throw new Error('no bulk copy registered for this database');
  return copy;
}

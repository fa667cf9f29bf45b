import type { Db } from './database';

/**
 * `COPY table (columns) FROM …` of CSV text (no header), or of its UTF-8 bytes. PostgreSQL takes it through `COPY … FROM STDIN`
 * (bulk-copy-postgres.ts); PGlite reads it as a blob (bulk-copy-pglite.ts).
 */
export type BulkCopy = (
  table: string,
  columns: readonly string[],
  csv: string | Uint8Array<ArrayBuffer>,
) => Promise<void>;

export const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM ${source} WITH (FORMAT csv)`;

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not an identifier: ${name}`);
  return `"${name}"`;
}

// Kysely hides the pool; the connection layer registers how to COPY into each database it opens.
const copiers = new WeakMap<Db, BulkCopy>();

/** How to COPY on a connection that already holds the database (PGlite's one connection), when it differs. */
const heldCopiers = new WeakMap<Db, BulkCopy>();

export const registerBulkCopy = (db: Db, copy: BulkCopy, held?: BulkCopy): void => {
  copiers.set(db, copy);
  if (held) heldCopiers.set(db, held);
};

/** A connection of `db` (withScope) copies as `db` does, or as one that already holds the database. */
export const inheritBulkCopy = (connection: Db, db: Db): void => {
  const copy = heldCopiers.get(db) ?? copiers.get(db);
  if (copy) copiers.set(connection, copy);
};

/** Another handle on `db`'s connections that takes them as `db` does copies as `db` does. */
export const shareBulkCopy = (other: Db, db: Db): void => {
  const copy = copiers.get(db);
  if (copy) copiers.set(other, copy);
};

export function bulkCopyOf(db: Db): BulkCopy {
  const copy = copiers.get(db);
  if (!copy) throw new Error('no bulk copy registered for this database');
  return copy;
}

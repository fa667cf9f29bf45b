import { sql, type Insertable } from 'kysely';
import type { Database, Db } from './database';
import type { AuditColumns } from './tables/core';

/** Tables whose rows carry a version and who created and last changed them. */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends AuditColumns ? T : never;
}[keyof Database];

/** A row's columns as an insert takes them (the version and audit columns are the helpers' own). */
export type ColumnsOf<T extends VersionedTable> = Insertable<Database[T]>;

export interface VersionedKey<T extends VersionedTable> {
  table: T;
  /** Its generated primary key column. */
  id: string & keyof Database[T];
}

export const insertVersioned = async <T extends VersionedTable>(
  db: Db,
  { table, id }: VersionedKey<T>,
  columns: ColumnsOf<T>,
  userId: string,
): Promise<number> => {
  const row = await db
    .insertInto(table)
    .values({ ...columns, created_user_id: userId, updated_user_id: userId })
    .returning(sql<number>`${sql.ref(id)}`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
};

/** Writes the columns if the row still has `version`, and bumps it; false when it is gone or was changed. */
export const updateVersioned = async <T extends VersionedTable>(
  db: Db,
  { table, id }: VersionedKey<T>,
  key: { id: number; version: number },
  columns: ColumnsOf<T>,
  userId: string,
): Promise<boolean> => {
  const assignments = Object.entries(columns)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const result = await sql`UPDATE ${sql.table(table)} SET ${sql.join(assignments)},
    version = version + 1, updated_date = ${new Date()}, updated_user_id = ${userId}
    WHERE ${sql.ref(id)} = ${key.id} AND version = ${key.version}`.execute(db);
  return (result.numAffectedRows ?? 0n) > 0n;
};

/** Deletes the row if it still has `version`; false when it is gone or was changed. */
export const deleteVersioned = async <T extends VersionedTable>(
  db: Db,
  { table, id }: VersionedKey<T>,
  key: { id: number; version: number },
): Promise<boolean> => {
  const result = await sql`DELETE FROM ${sql.table(table)}
    WHERE ${sql.ref(id)} = ${key.id} AND version = ${key.version}`.execute(db);
  return (result.numAffectedRows ?? 0n) > 0n;
};

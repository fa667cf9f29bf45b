import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../config';
import type { Db } from './database';
import { syncRoles } from './role-sync';

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

const migrationFiles = (dir = MIGRATIONS_DIR): string[] =>
  fs
    .readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort();

/** Migration files not recorded as applied (empty: the schema is current). Throws if the database is unreachable. */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const table = await sql<{
    found: string | null;
  }>`SELECT to_regclass('schema_migrations')::text AS found`.execute(db);
  if (!table.rows[0]?.found) return migrationFiles(dir);
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((row) => row.name));
  return migrationFiles(dir).filter((name) => !applied.has(name));
}

/**
 * Applies every `migrations/NNN_name.sql` not yet applied, each in its own transaction, in order; then fills the
 * reference rows the code depends on (the roles) from the code.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name varchar(200) PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((row) => row.name));
  const ran: string[] = [];
  for (const name of migrationFiles(dir)) {
    if (applied.has(name)) continue;
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    await db.transaction().execute(async (tx) => {
      await sql.raw(text).execute(tx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${name})`.execute(tx);
    });
    ran.push(name);
  }
  await syncRoles(db);
  return ran;
}

import { sql } from 'kysely';
import type { Db } from '../db/database';
import { seedCore } from './core';
import { seedOrganizations } from './organizations';
import type { SeedOptions, Seeder } from './seeder';
import { seedSurveys } from './surveys';
import { seedUsers } from './users';

/** Runs in this order, all in one transaction. A domain adds its seeder here (one line). */
const SEEDERS: readonly Seeder[] = [seedCore, seedUsers, seedOrganizations, seedSurveys];

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n === 0;
}

export async function runSeed(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const seeder of SEEDERS) await seeder(tx, options);
  });
  // Fresh statistics and visibility map after a bulk load, so the planner and index-only scans see the data.
  await sql`VACUUM ANALYZE`.execute(db);
}

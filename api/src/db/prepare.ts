import { sql } from 'kysely';
import type { Db } from './database';
import { purgeExpiredAuditEvents } from '../audit/purge-audit';
import { migrate } from './migrate';
import { isEmpty, runSeed } from '../seed';
import { sealUnsealedYears } from '../routes/survey-years/seal/backfill-seals';

/** pg_advisory_lock key of "migrating and seeding" (any constant every instance agrees on). */
const PREPARE_LOCK = 7_301_618_421;

/**
 * Migrates, purges audit events past their retention and, when asked and the database is empty, seeds the demo data, holding one PostgreSQL advisory lock on
 * one connection: instances starting at once wait for the first, then find nothing left to do.
 */
export async function prepareDatabase(
  db: Db,
  options: { seedWhenEmpty: boolean },
): Promise<{ migrated: string[]; seeded: boolean }> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${PREPARE_LOCK})`.execute(conn);
    try {
      const migrated = await migrate(conn);
      // Years closed before seals existed (migration 150) get theirs here: the digest needs the API's exports.
      await sealUnsealedYears(conn);
      await purgeExpiredAuditEvents(conn);
      const seeded = options.seedWhenEmpty && (await isEmpty(conn));
      if (seeded) await runSeed(conn, { volume: false });
      return { migrated, seeded };
    } finally {
      await sql`SELECT pg_advisory_unlock(${PREPARE_LOCK})`.execute(conn);
    }
  });
}

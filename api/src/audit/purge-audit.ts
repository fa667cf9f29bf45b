import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Deletes the audit events past their retention (10 years, migration 111): the only deletion the table allows.
 * Runs with the migrations at every start; instances starting at once take turns under the same lock.
 */
export async function purgeExpiredAuditEvents(db: Db): Promise<number> {
  const result =
    await sql`DELETE FROM audit_events WHERE occurred_at < now() - audit_events_retention()`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

import { sql } from 'kysely';
import { ROLE_LABELS, ROLE_NOTES, ROLES } from '@sdp/shared/routes';
import type { Db } from './database';

/**
 * The `roles` table follows `ROLES` in code (upsert of id, label, note and order), run by every migrate: a role added
 * to the code exists in every database the new code starts on, so granting it never meets a foreign-key error.
 * A role no longer in the code stays (groups may still hold it) but no answer lists it.
 */
export async function syncRoles(db: Db): Promise<void> {
  const rows = ROLES.map((role, index) => ({
    role_id: role,
    role_name: ROLE_LABELS[role],
    note: ROLE_NOTES[role],
    sort_order: index + 1,
  }));
  await db
    .insertInto('roles')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('role_id').doUpdateSet({
        role_name: (eb) => eb.ref('excluded.role_name'),
        note: (eb) => eb.ref('excluded.note'),
        sort_order: (eb) => eb.ref('excluded.sort_order'),
      }),
    )
    .execute();
  // Roles gone from the code sort last, so an old grant never takes a new role's place in the order.
  await sql`UPDATE roles SET sort_order = ${ROLES.length + 1} WHERE NOT (role_id = ANY(${[...ROLES]}))`.execute(
    db,
  );
}

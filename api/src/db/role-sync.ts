import { sql } from 'kysely';
import { ROLE_LABELS, ROLES, type Role } from '@sdp/shared/routes';
import type { Db } from './database';

/** What each role allows, shown beside its label on the authority pages. */
const ROLE_NOTES: Partial<Record<Role, string>> = {
  MST_ORGANIZATION: '組織マスタの参照・登録・編集・削除',
  MST_SUPPLIER: '取引先マスタの参照・アップロード',
  MST_AUTHORITY: '権限グループの設定',
  MST_USER_VIEWER: 'ユーザーマスタの閲覧',
  MST_USER_EDITOR: 'ユーザーの登録・変更・削除の申請',
  MST_USER_AUTHORITY: 'ユーザー申請の承認・差戻し・否認',
  MST_SURVEY_TARGET_EDITOR: '調査対象一覧の編集',
  MST_SURVEY_RESULT_EDITOR: '調査結果のアップロード',
  VEHICLE_MANAGEMENT_VIEWER: '車両管理の閲覧',
  VEHICLE_MANAGEMENT_EDITOR: '車両データのアップロード',
  DASHBOARD_VIEWER: 'ダッシュボードの閲覧',
};

/**
 * The `roles` table follows `ROLES` in code (upsert of id, label, note and order), run by every migrate: a role added
 * to the code exists in every database the new code starts on, so granting it never meets a foreign-key error.
 * A role no longer in the code stays (groups may still hold it) but no answer lists it.
 */
export async function syncRoles(db: Db): Promise<void> {
  const rows = ROLES.map((role, index) => ({
    role_id: role,
    role_name: ROLE_LABELS[role],
    note: ROLE_NOTES[role] ?? null,
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

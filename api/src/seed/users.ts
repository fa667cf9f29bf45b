import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/tables/core';
import type { UserApplicationsTable, UserApplyHistoriesTable } from '../db/tables/users';
import { insertBatched, type Seeder } from './seeder';

const ADMIN = 'U0000001';
const EDITOR = 'U0000004';
const APPROVER = 'U0000005';
/** Active users of the sample (spec §9 mock licensing: 60 of 100 in use). */
const ACTIVE_USERS = 60;

const SURNAMES = [
  ['中村', 'ナカムラ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山本', 'ヤマモト'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
] as const;
const GIVEN_NAMES = [
  ['大輔', 'ダイスケ'],
  ['陽子', 'ヨウコ'],
  ['拓也', 'タクヤ'],
  ['恵', 'メグミ'],
  ['誠', 'マコト'],
] as const;
const GROUPS = ['BUSINESS_COMPANY', 'VIEWER', 'ORG_ADMIN', 'VEHICLE', 'USER_EDITOR'] as const;

const DAY_MS = 86_400_000;
const userIdOf = (n: number) => `U${String(n).padStart(7, '0')}`;

type App = Insertable<UserApplicationsTable>;
type History = Insertable<UserApplyHistoriesTable>;

/** Sample users and applications in every state; the accounts of DESIGN.md §6 get their accepted registration. */
export const seedUsers: Seeder = async (db) => {
  const now = Date.now();
  const at = (days: number) => new Date(now - days * DAY_MS);
  const hqs = await db
    .selectFrom('internal_headquarters')
    .select(['group_code', 'headquarter_code'])
    .where(
      'survey_fy',
      '=',
      db.selectFrom('internal_headquarters').select((eb) => eb.fn.max('survey_fy').as('fy')),
    )
    .orderBy('headquarter_code')
    .execute();
  const orgOf = (n: number) => {
    const hq = hqs.length ? hqs[n % hqs.length]! : undefined;
    return {
      org_group_code: hq?.group_code ?? null,
      headquarter_code: hq?.headquarter_code ?? null,
      organization_id: hq ? `${hq.group_code}-${hq.headquarter_code}` : null,
    };
  };

  const accounts = await db
    .selectFrom('users')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('user_id')
    .execute();
  const newUsers: Insertable<UsersTable>[] = [];
  for (let n = accounts.length + 1; n <= ACTIVE_USERS + 2; n += 1) {
    const [surname, surnameKana] = SURNAMES[n % SURNAMES.length]!;
    const [givenName, givenNameKana] = GIVEN_NAMES[n % GIVEN_NAMES.length]!;
    const registering = n > ACTIVE_USERS;
    newUsers.push({
      user_id: userIdOf(n),
      email: `user${String(n).padStart(3, '0')}@example.com`,
      surname,
      given_name: givenName,
      surname_kana: surnameKana,
      given_name_kana: givenNameKana,
      ...orgOf(n),
      authority_group_id: GROUPS[n % GROUPS.length]!,
      note: null,
      // The last two are registrations in progress: one pending, one remanded.
      status: registering ? (n === ACTIVE_USERS + 1 ? 0 : 2) : 1,
      apply_date: at(registering ? 2 : 300 - n),
      accept_date: registering ? null : at(299 - n),
      register_date: registering ? null : at(299 - n),
      created_date: at(300 - n),
      updated_date: at(300 - n),
      created_user_id: ADMIN,
      updated_user_id: ADMIN,
    });
  }
  if (newUsers.length)
    await insertBatched(newUsers, 500, (batch) => db.insertInto('users').values(batch).execute());

  const apps: App[] = [];
  const histories: History[] = [];
  const all = [
    ...accounts,
    ...newUsers.map((user) => ({ ...user, surname_kana: user.surname_kana ?? null })),
  ];
  for (const user of all) {
    const registering = user.status !== 1;
    const applied = new Date(user.apply_date ?? now);
    apps.push({
      user_id: user.user_id,
      apply_index: 1,
      process_type: 1,
      status: user.status === 1 ? 1 : (user.status as number),
      apply_user_id: registering ? EDITOR : ADMIN,
      apply_date: applied,
      accept_date: registering ? null : new Date(applied.getTime() + DAY_MS),
      email: user.email,
      surname: user.surname,
      given_name: user.given_name,
      surname_kana: user.surname_kana ?? null,
      given_name_kana: user.given_name_kana ?? null,
      organization_id: user.organization_id ?? null,
      office_class: user.office_class ?? null,
      org_group_code: user.org_group_code ?? null,
      org_group_name: null,
      headquarter_code: user.headquarter_code ?? null,
      headquarter_name: null,
      office_code: user.office_code ?? null,
      office_name: null,
      authority_group_id: user.authority_group_id ?? null,
      note: user.note ?? null,
      created_date: applied,
      updated_date: applied,
    });
    histories.push({
      user_id: user.user_id,
      apply_index: 1,
      comment_user_id: registering ? EDITOR : ADMIN,
      comment: '新規登録をお願いします',
      action: 0,
      created_date: applied,
    });
    if (user.status === 1)
      histories.push({
        user_id: user.user_id,
        apply_index: 1,
        comment_user_id: APPROVER,
        comment: null,
        action: 1,
        created_date: new Date(applied.getTime() + DAY_MS),
      });
    if (user.status === 2)
      histories.push({
        user_id: user.user_id,
        apply_index: 1,
        comment_user_id: APPROVER,
        comment: 'フリガナを確認してください',
        action: 9,
        created_date: at(1),
      });
  }

  // Open applications on active users: a change and a deletion by the editor, a change by the approver.
  const open = (userId: string, type: number, applicant: string, comment: string, change: Partial<App>) => {
    const base = apps.find((app) => app.user_id === userId);
    if (!base) return;
    apps.push({
      ...base,
      ...change,
      apply_index: 2,
      process_type: type,
      status: 0,
      apply_user_id: applicant,
      apply_date: at(3),
      accept_date: null,
    });
    histories.push({
      user_id: userId,
      apply_index: 2,
      comment_user_id: applicant,
      comment,
      action: 0,
      created_date: at(3),
    });
  };
  open(userIdOf(10), 2, EDITOR, '4月1日付の異動です', { note: '異動のため所属変更' });
  open(userIdOf(11), 3, EDITOR, '退職のため削除', {});
  open(userIdOf(12), 2, APPROVER, '権限を閲覧者に変更', { authority_group_id: 'VIEWER' });

  await insertBatched(apps, 500, (batch) => db.insertInto('user_applications').values(batch).execute());
  await insertBatched(histories, 500, (batch) =>
    db.insertInto('user_apply_histories').values(batch).execute(),
  );
};

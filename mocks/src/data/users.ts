import { SEED_ACCOUNTS } from './accounts';
import { SEED_DATE } from './authority';
import { GROUP_NAMES_ENG, HEADQUARTER_NAMES_ENG, HEADQUARTERS, INTERNAL_GROUPS } from './lookup';

/** The values an application carries and an active user holds (wire names). */
export interface UserValues {
  surname: string;
  given_name: string;
  surname_kana: string | null;
  given_name_kana: string | null;
  mail: string;
  organization_id: string | null;
  office_class: number | null;
  office_class_name: string | null;
  org_group_code: string | null;
  org_group_name: string | null;
  org_group_name_eng: string | null;
  headquarter_code: string | null;
  headquarter_name: string | null;
  headquarter_name_eng: string | null;
  office_code: string | null;
  office_name: string | null;
  office_name_eng: string | null;
  authority_group_id: string | null;
  note: string | null;
}

interface SeedComment {
  comment_user_id: string;
  comment: string | null;
  created_date: string;
  action: number;
}

export interface SeedUser {
  user_id: string;
  values: UserValues;
  status: number;
  register_date: string | null;
  apply_date: string | null;
  accept_date: string | null;
}

export interface SeedApplication {
  user_id: string;
  apply_index: number;
  process_type: number;
  status: number;
  values: UserValues;
  apply_user_id: string;
  apply_date: string;
  accept_date: string | null;
  history: SeedComment[];
}

/** Licences of the mock (spec §9: 100 active, 60 in use, 40 remaining): 60 active users are seeded. */
export const MOCK_ACTIVE_LICENCES = 100;

export const OFFICE_CLASS_NAMES: Record<number, string> = { 1: '国内事業所', 2: '海外事業所', 3: '現地法人' };
export const USER_OFFICES = [
  { office_code: 'TKY-001', office_name: '東京本社', office_name_eng: 'Tokyo Head Office', office_class: 1 },
  { office_code: 'OSK-001', office_name: '大阪支社', office_name_eng: 'Osaka Branch', office_class: 1 },
  {
    office_code: 'NYC-001',
    office_name: 'ニューヨーク支店',
    office_name_eng: 'New York Branch',
    office_class: 2,
  },
  {
    office_code: 'SHA-001',
    office_name: '上海現地法人',
    office_name_eng: 'Shanghai Co., Ltd.',
    office_class: 3,
  },
] as const;

const SURNAMES = [
  ['中村', 'ナカムラ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山本', 'ヤマモト'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
  ['林', 'ハヤシ'],
  ['清水', 'シミズ'],
  ['山口', 'ヤマグチ'],
  ['森', 'モリ'],
  ['池田', 'イケダ'],
  ['橋本', 'ハシモト'],
] as const;
const GIVEN_NAMES = [
  ['大輔', 'ダイスケ'],
  ['陽子', 'ヨウコ'],
  ['拓也', 'タクヤ'],
  ['恵', 'メグミ'],
  ['誠', 'マコト'],
  ['彩', 'アヤ'],
  ['隆', 'タカシ'],
] as const;
const ACCOUNT_KANA: Record<string, [string, string]> = {
  U0000001: ['ヤマダ', 'タロウ'],
  U0000002: ['サトウ', 'ハナコ'],
  U0000003: ['スズキ', 'イチロウ'],
  U0000004: ['タカハシ', 'ミサキ'],
  U0000005: ['タナカ', 'ケンタ'],
  U0000006: ['イトウ', 'ナオキ'],
  U0000007: ['ワタナベ', 'ユミ'],
  U0000008: ['コバヤシ', 'ショウ'],
};
/** Groups of generated users: never SUS_ADMIN (one user) nor the unused groups the authority tests delete. */
const GENERATED_GROUPS = ['BUSINESS_COMPANY', 'VIEWER', 'ORG_ADMIN', 'VEHICLE', 'USER_EDITOR'] as const;

const DAY_MS = 86_400_000;
const daysAgo = (days: number, hour = 9): string =>
  new Date(SEED_DATE - days * DAY_MS + hour * 3_600_000).toISOString();

export const userIdOf = (n: number): string => `U${String(n).padStart(7, '0')}`;

/** Organisation values for a group, headquarters and office picked by index. */
function organizationValues(
  n: number,
): Pick<
  UserValues,
  | 'organization_id'
  | 'office_class'
  | 'office_class_name'
  | 'org_group_code'
  | 'org_group_name'
  | 'org_group_name_eng'
  | 'headquarter_code'
  | 'headquarter_name'
  | 'headquarter_name_eng'
  | 'office_code'
  | 'office_name'
  | 'office_name_eng'
> {
  const hq = HEADQUARTERS[n % HEADQUARTERS.length]!;
  const group = INTERNAL_GROUPS.find((candidate) => candidate.group_code === hq.group_code)!;
  const office = USER_OFFICES[n % USER_OFFICES.length]!;
  return {
    organization_id: `${group.group_code}-${hq.headquarter_code}-${office.office_code}`,
    office_class: office.office_class,
    office_class_name: OFFICE_CLASS_NAMES[office.office_class] ?? null,
    org_group_code: group.group_code,
    org_group_name: group.group_name,
    org_group_name_eng: GROUP_NAMES_ENG[group.group_code] ?? null,
    headquarter_code: hq.headquarter_code,
    headquarter_name: hq.headquarter_name,
    headquarter_name_eng: HEADQUARTER_NAMES_ENG[hq.headquarter_code] ?? null,
    office_code: office.office_code,
    office_name: office.office_name,
    office_name_eng: office.office_name_eng,
  };
}

function generatedValues(n: number, overrides: Partial<UserValues> = {}): UserValues {
  const [surname, surnameKana] = SURNAMES[n % SURNAMES.length]!;
  const [givenName, givenNameKana] = GIVEN_NAMES[n % GIVEN_NAMES.length]!;
  return {
    surname,
    given_name: givenName,
    surname_kana: surnameKana,
    given_name_kana: givenNameKana,
    mail: `user${String(n).padStart(3, '0')}@example.com`,
    ...organizationValues(n),
    authority_group_id: GENERATED_GROUPS[n % GENERATED_GROUPS.length]!,
    note: n % 5 === 0 ? '兼務あり' : null,
    ...overrides,
  };
}

const ADMIN = SEED_ACCOUNTS[0]!.user_id;
const EDITOR = SEED_ACCOUNTS.find((account) => account.email === 'editor@example.com')!.user_id;
const APPROVER = SEED_ACCOUNTS.find((account) => account.email === 'approver@example.com')!.user_id;

const applied = (
  user_id: string,
  values: UserValues,
  days: number,
  extra: Partial<SeedApplication> = {},
): SeedApplication => ({
  user_id,
  apply_index: 1,
  process_type: 1,
  status: 1,
  values,
  apply_user_id: ADMIN,
  apply_date: daysAgo(days),
  accept_date: daysAgo(days - 1),
  history: [
    { comment_user_id: ADMIN, comment: '新規登録をお願いします', created_date: daysAgo(days), action: 0 },
    { comment_user_id: APPROVER, comment: null, created_date: daysAgo(days - 1), action: 1 },
  ],
  ...extra,
});

/** The seed: the sign-in accounts and generated users (60 active), plus applications in every state. */
export function buildUserSeed(): { users: SeedUser[]; applications: SeedApplication[] } {
  const users: SeedUser[] = [];
  const applications: SeedApplication[] = [];
  const addActive = (user_id: string, values: UserValues, days: number) => {
    users.push({
      user_id,
      values,
      status: 1,
      register_date: daysAgo(days - 1),
      apply_date: daysAgo(days),
      accept_date: daysAgo(days - 1),
    });
    applications.push(applied(user_id, values, days));
  };

  SEED_ACCOUNTS.forEach((account, i) => {
    const [surnameKana, givenNameKana] = ACCOUNT_KANA[account.user_id] ?? [null, null];
    addActive(
      account.user_id,
      {
        surname: account.surname,
        given_name: account.given_name,
        surname_kana: surnameKana,
        given_name_kana: givenNameKana,
        mail: account.email,
        ...organizationValues(i),
        authority_group_id: account.authority_group_id,
        note: null,
      },
      400 - i,
    );
  });
  for (let n = SEED_ACCOUNTS.length + 1; n <= 60; n += 1)
    addActive(userIdOf(n), generatedValues(n), 300 - n * 3);

  // Open applications on active users: a change and a deletion by the editor, a change by the approver.
  const u10 = users.find((user) => user.user_id === userIdOf(10))!;
  applications.push({
    ...applied(u10.user_id, { ...u10.values, ...organizationValues(3), note: '異動のため所属変更' }, 5),
    apply_index: 2,
    process_type: 2,
    status: 0,
    apply_user_id: EDITOR,
    accept_date: null,
    history: [
      { comment_user_id: EDITOR, comment: '4月1日付の異動です', created_date: daysAgo(5), action: 0 },
    ],
  });
  const u11 = users.find((user) => user.user_id === userIdOf(11))!;
  applications.push({
    ...applied(u11.user_id, u11.values, 4),
    apply_index: 2,
    process_type: 3,
    status: 0,
    apply_user_id: EDITOR,
    accept_date: null,
    history: [{ comment_user_id: EDITOR, comment: '退職のため削除', created_date: daysAgo(4), action: 0 }],
  });
  const u12 = users.find((user) => user.user_id === userIdOf(12))!;
  applications.push({
    ...applied(u12.user_id, { ...u12.values, authority_group_id: 'VIEWER' }, 3),
    apply_index: 2,
    process_type: 2,
    status: 0,
    apply_user_id: APPROVER,
    accept_date: null,
    history: [
      { comment_user_id: APPROVER, comment: '権限を閲覧者に変更', created_date: daysAgo(3), action: 0 },
    ],
  });

  // Registrations that are not (yet) users: pending, remanded, rejected, withdrawn; and a deleted user.
  const registration = (n: number, status: number, history: SeedComment[], days: number) => {
    const values = generatedValues(n);
    users.push({
      user_id: userIdOf(n),
      values,
      status,
      register_date: null,
      apply_date: daysAgo(days),
      accept_date: null,
    });
    applications.push({
      ...applied(userIdOf(n), values, days),
      status,
      apply_user_id: EDITOR,
      accept_date: null,
      history: [
        {
          comment_user_id: EDITOR,
          comment: '新規登録をお願いします',
          created_date: daysAgo(days),
          action: 0,
        },
        ...history,
      ],
    });
  };
  registration(61, 0, [], 2);
  registration(
    62,
    2,
    [
      {
        comment_user_id: APPROVER,
        comment: 'フリガナを確認してください',
        created_date: daysAgo(1),
        action: 9,
      },
    ],
    3,
  );
  registration(
    63,
    3,
    [{ comment_user_id: APPROVER, comment: '対象外の社員です', created_date: daysAgo(9), action: 9 }],
    10,
  );
  registration(
    64,
    4,
    [{ comment_user_id: EDITOR, comment: '重複申請のため取り下げ', created_date: daysAgo(7), action: 0 }],
    8,
  );

  const deletedValues = generatedValues(65);
  users.push({
    user_id: userIdOf(65),
    values: deletedValues,
    status: 9,
    register_date: daysAgo(199),
    apply_date: daysAgo(20),
    accept_date: daysAgo(19),
  });
  applications.push(applied(userIdOf(65), deletedValues, 200));
  applications.push({
    ...applied(userIdOf(65), deletedValues, 20),
    apply_index: 2,
    process_type: 3,
    apply_user_id: EDITOR,
    history: [
      { comment_user_id: EDITOR, comment: '退職', created_date: daysAgo(20), action: 0 },
      { comment_user_id: APPROVER, comment: null, created_date: daysAgo(19), action: 1 },
    ],
  });
  return { users, applications };
}

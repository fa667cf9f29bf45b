import type { Insertable } from 'kysely';
import type { InternalOrganizationsTable, UsersTable } from '../db/tables/core';
import {
  CORE_ACCOUNTS,
  CORE_AUTHORITY_GROUPS,
  CORE_COUNTRIES,
  CORE_ORGANIZATION_GROUPS as SEED_GROUPS,
  CORE_SEED_YEARS as SEED_YEARS,
  coreInternalUnits,
} from '@sdp/shared/fixtures';
import { insertBatched, type Seeder } from './seeder';

const SYSTEM_USER = 'U0000001';

interface SeedGroup {
  code: string;
  name: string;
  nameEng: string;
  headquarters: {
    code: string;
    name: string;
    nameEng: string;
    departments: [string, string, [string, string]?][];
  }[];
}

/** ~30 headquarters and ~300 departments per year on top of the samples. */
function volumeGroups(): SeedGroup[] {
  return Array.from({ length: 6 }, (_, g) => {
    const groupCode = String(10 + g).padStart(3, '0');
    return {
      code: groupCode,
      name: `事業グループ${g + 1}`,
      nameEng: `Business Group ${g + 1}`,
      headquarters: Array.from({ length: 5 }, (_, h) => {
        const hqCode = `${'ABCDEF'[g]}${h + 1}00`;
        return {
          code: hqCode,
          name: `第${g + 1}-${h + 1}本部`,
          nameEng: `HQ ${g + 1}-${h + 1}`,
          departments: Array.from({ length: 10 }, (_, d) => {
            const code = `${hqCode}${d}`;
            return [code, `第${g + 1}-${h + 1}-${d + 1}部`] as [string, string];
          }),
        };
      }),
    };
  });
}

export const seedCore: Seeder = async (db, { volume }) => {
  const now = new Date();
  const audit = {
    created_date: now,
    updated_date: now,
    created_user_id: SYSTEM_USER,
    updated_user_id: SYSTEM_USER,
  };

  // The roles themselves come from the code at migrate time (db/role-sync.ts).
  await db
    .insertInto('authority_groups')
    .values(
      CORE_AUTHORITY_GROUPS.map(({ roles: _roles, updated_days_ago: _days, ...group }) => ({
        ...group,
        ...audit,
      })),
    )
    .execute();
  await db
    .insertInto('authority_group_roles')
    .values(
      CORE_AUTHORITY_GROUPS.flatMap((group) =>
        group.roles.map((role_id) => ({ authority_group_id: group.authority_group_id, role_id })),
      ),
    )
    .execute();
  await db
    .insertInto('countries')
    .values(
      CORE_COUNTRIES.map(([country_code, country_name, country_name_eng], index) => ({
        country_code,
        country_name,
        country_name_eng,
        sort_order: index + 1,
      })),
    )
    .execute();

  const groups: readonly SeedGroup[] = [
    ...(SEED_GROUPS as readonly SeedGroup[]),
    ...(volume ? volumeGroups() : []),
  ];
  await db
    .insertInto('survey_years')
    .values(
      SEED_YEARS.map((survey_fy) => ({
        survey_fy,
        status: 1,
        opened_date: now,
        opened_user_id: SYSTEM_USER,
      })),
    )
    .onConflict((conflict) => conflict.column('survey_fy').doNothing())
    .execute();
  // Their first opening, in their history (the name is read from users, seeded next).
  await db
    .insertInto('survey_year_events')
    .values(
      SEED_YEARS.map((survey_fy) => ({ survey_fy, move: 'open', occurred_at: now, user_id: SYSTEM_USER })),
    )
    .execute();
  for (const survey_fy of SEED_YEARS) {
    await db
      .insertInto('internal_groups')
      .values(
        groups.map((group) => ({
          survey_fy,
          group_code: group.code,
          group_name: group.name,
          group_name_eng: group.nameEng,
        })),
      )
      .execute();
    const headquarters = groups.flatMap((group) =>
      group.headquarters.map((hq) => ({
        survey_fy,
        group_code: group.code,
        headquarter_code: hq.code,
        headquarter_name: hq.name,
        headquarter_name_eng: hq.nameEng,
      })),
    );
    if (headquarters.length > 0) await db.insertInto('internal_headquarters').values(headquarters).execute();
  }
  const units: Insertable<InternalOrganizationsTable>[] = coreInternalUnits(groups, SEED_YEARS).map(
    ({ group_name: _group, headquarter_name: _hq, ...unit }) => ({ ...unit, disc_flg: 0, ...audit }),
  );
  await insertBatched(units, 500, (batch) => db.insertInto('internal_organizations').values(batch).execute());

  const users: Insertable<UsersTable>[] = CORE_ACCOUNTS.map((account) => ({
    ...account,
    organization_id: null,
    office_class: 1,
    status: 1,
    apply_date: now,
    accept_date: now,
    register_date: now,
    ...audit,
  }));
  if (volume) users.push(...volumeUsers(groups, now, audit));
  await insertBatched(users, 500, (batch) => db.insertInto('users').values(batch).execute());
};

const SURNAMES = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤'];
const SURNAME_KANA = [
  'サトウ',
  'スズキ',
  'タカハシ',
  'タナカ',
  'イトウ',
  'ワタナベ',
  'ヤマモト',
  'ナカムラ',
  'コバヤシ',
  'カトウ',
];
const GIVEN = ['翔', '陽菜', '蓮', '結衣', '湊', '葵', '大和', '凛', '悠真', '紬'];
const GIVEN_KANA = [
  'ショウ',
  'ヒナ',
  'レン',
  'ユイ',
  'ミナト',
  'アオイ',
  'ヤマト',
  'リン',
  'ユウマ',
  'ツムギ',
];
/** Mostly active; some pending, remanded, rejected, withdrawn and deleted. */
const STATUS_CYCLE = [1, 1, 1, 1, 1, 1, 1, 0, 2, 1, 1, 3, 1, 4, 1, 9, 1, 1, 1, 1];

function volumeUsers(groups: readonly SeedGroup[], now: Date, audit: object): Insertable<UsersTable>[] {
  const hqs = groups.flatMap((group) => group.headquarters.map((hq) => ({ group: group.code, hq })));
  const authorityGroups = CORE_AUTHORITY_GROUPS.map((group) => group.authority_group_id);
  return Array.from({ length: 1000 }, (_, i) => {
    const unit = hqs[i % hqs.length]!;
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length]!;
    return {
      user_id: `U${String(1000001 + i)}`,
      email: `user${String(i + 1).padStart(4, '0')}@example.com`,
      surname: SURNAMES[i % 10]!,
      given_name: GIVEN[Math.floor(i / 10) % 10]!,
      surname_kana: SURNAME_KANA[i % 10]!,
      given_name_kana: GIVEN_KANA[Math.floor(i / 10) % 10]!,
      organization_id: null,
      office_class: 1,
      org_group_code: unit.group,
      headquarter_code: unit.hq.code,
      department_code: unit.hq.departments[i % unit.hq.departments.length]?.[0] ?? null,
      authority_group_id: authorityGroups[i % authorityGroups.length]!,
      status,
      apply_date: now,
      accept_date: status === 1 || status === 9 ? now : null,
      register_date: status === 1 || status === 9 ? now : null,
      ...audit,
    };
  });
}

import { parse } from 'csv-parse/sync';
import { ROLES } from '@sdp/shared/routes';
import type { TestApp } from './test-app';

/** Test accounts of a 所属組織データのみ group holding every role: one with a 統括本部, one with only a グループ. */
export const SCOPED = { hq: 'scope-hq@example.com', group: 'scope-group@example.com' } as const;
export const SCOPED_HQ = '0101';
const SCOPED_GROUP = '001';

/** Adds the scoped test accounts (the owner's connection: no policy applies to it). */
export async function addScopedAccounts(app: TestApp): Promise<void> {
  const now = new Date();
  const audit = {
    created_date: now,
    updated_date: now,
    created_user_id: 'U0000001',
    updated_user_id: 'U0000001',
  };
  await app.db
    .insertInto('authority_groups')
    .values({
      authority_group_id: 'SCOPE_TEST',
      authority_group_name: '範囲テスト',
      data_viewing_class: 2,
      note: null,
      ...audit,
    })
    .execute();
  await app.db
    .insertInto('authority_group_roles')
    .values(ROLES.map((role_id) => ({ authority_group_id: 'SCOPE_TEST', role_id })))
    .execute();
  const user = (n: number, email: string, hq: string | null) => ({
    user_id: `U99000${n}`,
    email,
    surname: '範囲',
    given_name: `${n}`,
    surname_kana: 'ハンイ',
    given_name_kana: 'テスト',
    organization_id: null,
    office_class: 1,
    org_group_code: SCOPED_GROUP,
    headquarter_code: hq,
    department_code: null,
    authority_group_id: 'SCOPE_TEST',
    status: 1,
    apply_date: now,
    accept_date: now,
    register_date: now,
    ...audit,
  });
  await app.db
    .insertInto('users')
    .values([user(1, SCOPED.hq, SCOPED_HQ), user(2, SCOPED.group, null)])
    .execute();
}

/**
 * Which headquarters each organisation record belongs to, read from the tables as they are (the owner's
 * connection), by `year\tcode`: what the expected answers are computed from, independently of the policies.
 */
export async function organisationOf(app: TestApp) {
  const db = app.db;
  const hqs = await db
    .selectFrom('internal_headquarters')
    .select(['survey_fy', 'headquarter_code', 'group_code'])
    .execute();
  const units = await db
    .selectFrom('internal_organizations')
    .select(['survey_fy', 'department_code', 'headquarter_code'])
    .execute();
  const offices = await db
    .selectFrom('offices')
    .select(['survey_fy', 'office_code', 'supervision_code'])
    .execute();
  const corps = await db
    .selectFrom('corporations')
    .select(['survey_fy', 'company_code', 'department_code'])
    .execute();
  const department = new Map(units.map((u) => [`${u.survey_fy}\t${u.department_code}`, u.headquarter_code]));
  return {
    groupOf: new Map(hqs.map((h) => [`${h.survey_fy}\t${h.headquarter_code}`, h.group_code])),
    department,
    office: new Map(offices.map((o) => [`${o.survey_fy}\t${o.office_code}`, o.supervision_code])),
    corporation: new Map(
      corps.map((c) => [
        `${c.survey_fy}\t${c.company_code}`,
        department.get(`${c.survey_fy}\t${c.department_code}`),
      ]),
    ),
  };
}
export type Organisation = Awaited<ReturnType<typeof organisationOf>>;

/** A caller of the table: who signs in, and whether a headquarters of a year is theirs. */
export interface ScopeCaller {
  name: string;
  as: string;
  covers: (fy: number, hq: string | null | undefined) => boolean;
}

export const scopeCallers = (org: Organisation, admin: string): ScopeCaller[] => [
  { name: '全社', as: admin, covers: () => true },
  { name: '統括本部', as: SCOPED.hq, covers: (_fy, hq) => hq === SCOPED_HQ },
  {
    name: 'グループ',
    as: SCOPED.group,
    covers: (fy, hq) => hq != null && org.groupOf.get(`${fy}\t${hq}`) === SCOPED_GROUP,
  },
];

/** Every row of a paged list, page by page (100 a page). */
export async function allRows<R>(
  app: TestApp,
  as: string,
  path: string,
  key: string,
  query: Record<string, string | number> = {},
): Promise<{ total: number; rows: R[]; body: Record<string, unknown> }> {
  const rows: R[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await app.call('GET', path, { as, query: { ...query, page, per_page: 100 } });
    if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}: ${answer.body}`);
    const body = answer.json<Record<string, unknown>>();
    rows.push(...(body[key] as R[]));
    if (rows.length >= (body.total as number) || (body[key] as R[]).length === 0)
      return { total: body.total as number, rows, body };
  }
}

/** The values of one column (by header) of a CSV answer, BOM and header off. */
export function csvColumn(text: string, header: string): string[] {
  const [head, ...rows] = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
  const index = head!.indexOf(header);
  if (index < 0) throw new Error(`no column ${header} in ${head!.join(',')}`);
  return rows.map((row) => row[index]!);
}

export const sorted = (values: Iterable<string>) => [...values].sort();
export const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

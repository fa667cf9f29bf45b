import { sql, type Expression, type SqlBool } from 'kysely';
import type {
  APPLICATION_SORT_KEYS,
  ApplicationDetail,
  ApplicationRow,
  CommentEntry,
  UserDetail,
  UserFields,
  UserListFilterValues,
  UserRow,
} from '@sdp/shared/contracts';
import {
  APPLICATION_STATUS,
  USER_STATUS,
  isOpenApplication,
  type ApplicationStatus,
} from '@sdp/shared/domain';
import { iso } from '../../db/audit';
import type { Db } from '../../db/database';
import { inPage, likeContaining, sortTable } from '../../db/list-page';
import { isoTimestamp, jsonPages, labelOf, rowColumn } from '../../db/json-page';

const OFFICE_CLASS_NAMES: Record<number, string> = { 1: '国内事業所', 2: '海外事業所', 3: '現地法人' };

export type ListFilters = UserListFilterValues;
export interface Paging {
  sort: string;
  order: 'asc' | 'desc';
  /** Undefined page: every row (exports). */
  page?: number;
  perPage?: number;
}

const containingTrimmed = (text: string) => likeContaining(text.trim());
const squeeze = (text: string) => text.replace(/[\s\u3000]/g, '');

/** Names of organisation codes from the latest survey year that has them. */
const groupName = (alias: string) =>
  sql<
    string | null
  >`(SELECT g.group_name FROM internal_groups g WHERE g.group_code = ${sql.ref(`${alias}.org_group_code`)} ORDER BY g.survey_fy DESC LIMIT 1)`;
const hqName = (alias: string) =>
  sql<
    string | null
  >`(SELECT h.headquarter_name FROM internal_headquarters h WHERE h.headquarter_code = ${sql.ref(`${alias}.headquarter_code`)} ORDER BY h.survey_fy DESC LIMIT 1)`;

function filterExpression(alias: 'u' | 'a', filters: ListFilters): Expression<SqlBool> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const parts = [sql<boolean>`true`];
  if (filters.name)
    parts.push(
      sql<boolean>`(${col('surname')} || ${col('given_name')}) ILIKE ${containingTrimmed(squeeze(filters.name))}`,
    );
  if (filters.kana)
    parts.push(
      sql<boolean>`(coalesce(${col('surname_kana')}, '') || coalesce(${col('given_name_kana')}, '')) ILIKE ${containingTrimmed(squeeze(filters.kana))}`,
    );
  if (filters.mail) parts.push(sql<boolean>`${col('email')} ILIKE ${containingTrimmed(filters.mail)}`);
  if (filters.organization) {
    const pattern = containingTrimmed(filters.organization);
    parts.push(sql<boolean>`(${col('org_group_code')} ILIKE ${pattern} OR ${col('headquarter_code')} ILIKE ${pattern}
      OR ${col('office_code')} ILIKE ${pattern} OR ${groupName(alias)} ILIKE ${pattern} OR ${hqName(alias)} ILIKE ${pattern})`);
  }
  if (filters.authority_group_id)
    parts.push(sql<boolean>`${col('authority_group_id')} = ${filters.authority_group_id}`);
  if (filters.status !== undefined) parts.push(sql<boolean>`${col('status')} = ${filters.status}`);
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

const SORT_COLUMNS = sortTable<(typeof APPLICATION_SORT_KEYS)[number], string>({
  user_id: 'user_id',
  surname_kana: 'surname_kana',
  mail: 'email',
  org_group_code: 'org_group_code',
  apply_date: 'apply_date',
  accept_date: 'accept_date',
  status: 'status',
  apply_index: 'apply_index',
  process_type: 'process_type',
});
const orderBy = (alias: string, paging: Paging) =>
  sql`${sql.ref(`${alias}.${SORT_COLUMNS.get(paging.sort) ?? 'user_id'}`)} ${sql.raw(paging.order === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST')}, ${sql.ref(`${alias}.user_id`)}`;

interface ViewRow {
  user_id: string;
  organization_id: string | null;
  office_class: number | null;
  org_group_code: string | null;
  org_group_name: string | null;
  org_group_name_eng: string | null;
  headquarter_code: string | null;
  headquarter_name: string | null;
  headquarter_name_eng: string | null;
  office_code: string | null;
  office_name: string | null;
  surname: string;
  given_name: string;
  surname_kana: string | null;
  given_name_kana: string | null;
  email: string;
  authority_group_id: string | null;
  authority_group: string | null;
  note: string | null;
  access_until: string | null;
  apply_date: Date | null;
  accept_date: Date | null;
  status: number;
}

const toRow = (row: ViewRow): UserRow => ({
  user_id: row.user_id,
  organization_id: row.organization_id,
  office_class: row.office_code ? row.office_class : null,
  office_class_name:
    row.office_code && row.office_class ? (OFFICE_CLASS_NAMES[row.office_class] ?? null) : null,
  org_group_code: row.org_group_code,
  org_group_name: row.org_group_name,
  org_group_name_eng: row.org_group_name_eng,
  headquarter_code: row.headquarter_code,
  headquarter_name: row.headquarter_name,
  headquarter_name_eng: row.headquarter_name_eng,
  office_code: row.office_code,
  office_name: row.office_code ? row.office_name : null,
  office_name_eng: null,
  surname: row.surname,
  given_name: row.given_name,
  surname_kana: row.surname_kana,
  given_name_kana: row.given_name_kana,
  mail: row.email,
  authority_group_id: row.authority_group_id,
  authority_group: row.authority_group,
  note: row.note,
  access_until: row.access_until,
  apply_date: iso(row.apply_date),
  accept_date: iso(row.accept_date),
  status: row.status,
});

/*
 * A user's names are joined laterally, one lookup per name source (group, 統括本部, office) for the rows read: as five
 * scalar subqueries the group and 統括本部 lookups ran twice per row (users page: 0.87–1.00 → 0.47–0.57 ms, pgbench on
 * the volume seed). Offices belong to the organisations domain: a user's office name is the one applied for with the
 * user's latest accepted values.
 */
const groupNamesOf = (db: Db, alias: 'u' | 'a') =>
  db
    .selectFrom('internal_groups as g')
    .select(['g.group_name', 'g.group_name_eng'])
    .where('g.group_code', '=', sql.ref<string>(`${alias}.org_group_code`))
    .orderBy('g.survey_fy', 'desc')
    .limit(sql.lit(1))
    .as('ng');
const headquarterNamesOf = (db: Db, alias: 'u' | 'a') =>
  db
    .selectFrom('internal_headquarters as h')
    .select(['h.headquarter_name', 'h.headquarter_name_eng'])
    .where('h.headquarter_code', '=', sql.ref<string>(`${alias}.headquarter_code`))
    .orderBy('h.survey_fy', 'desc')
    .limit(sql.lit(1))
    .as('nh');

const userView = (db: Db) =>
  db
    .selectFrom('users as u')
    .leftJoin('authority_groups as ag', 'ag.authority_group_id', 'u.authority_group_id')
    .leftJoinLateral(groupNamesOf(db, 'u'), (join) => join.onTrue())
    .leftJoinLateral(headquarterNamesOf(db, 'u'), (join) => join.onTrue())
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('user_applications as a')
          .select('a.office_name')
          .whereRef('a.user_id', '=', 'u.user_id')
          .where('a.status', '=', sql.lit(1))
          .where('a.process_type', 'in', [sql.lit(1), sql.lit(2)])
          .whereRef('a.office_code', '=', 'u.office_code')
          .orderBy('a.apply_index', 'desc')
          .limit(sql.lit(1))
          .as('no'),
      (join) => join.onTrue(),
    )
    .select([
      'u.user_id',
      'u.organization_id',
      'u.office_class',
      'u.org_group_code',
      'ng.group_name as org_group_name',
      'ng.group_name_eng as org_group_name_eng',
      'u.headquarter_code',
      'nh.headquarter_name',
      'nh.headquarter_name_eng',
      'u.office_code',
      'no.office_name',
      'u.surname',
      'u.given_name',
      'u.surname_kana',
      'u.given_name_kana',
      'u.email',
      'u.authority_group_id',
      'ag.authority_group_name as authority_group',
      'u.note',
      'u.access_until',
      'u.apply_date',
      'u.accept_date',
      'u.status',
      'u.version',
      'u.register_date',
    ]);

const applicationView = (db: Db) =>
  db
    .selectFrom('user_applications as a')
    .leftJoin('authority_groups as ag', 'ag.authority_group_id', 'a.authority_group_id')
    .leftJoin('users as applicant', 'applicant.user_id', 'a.apply_user_id')
    .leftJoinLateral(groupNamesOf(db, 'a'), (join) => join.onTrue())
    .leftJoinLateral(headquarterNamesOf(db, 'a'), (join) => join.onTrue())
    .select([
      'a.user_id',
      'a.organization_id',
      'a.office_class',
      'a.org_group_code',
      sql<string | null>`coalesce(ng.group_name, a.org_group_name)`.as('org_group_name'),
      'ng.group_name_eng as org_group_name_eng',
      'a.headquarter_code',
      sql<string | null>`coalesce(nh.headquarter_name, a.headquarter_name)`.as('headquarter_name'),
      'nh.headquarter_name_eng',
      'a.office_code',
      'a.office_name',
      'a.surname',
      'a.given_name',
      'a.surname_kana',
      'a.given_name_kana',
      'a.email',
      'a.authority_group_id',
      'ag.authority_group_name as authority_group',
      'a.note',
      'a.access_until',
      'a.apply_date',
      'a.accept_date',
      'a.status',
      'a.apply_index',
      'a.process_type',
      'a.apply_user_id',
      'a.version',
      'applicant.surname as apply_user_surname',
      'applicant.given_name as apply_user_given_name',
    ]);

type AppViewRow = ViewRow & {
  apply_index: number;
  process_type: number;
  apply_user_id: string;
  apply_user_surname: string | null;
  apply_user_given_name: string | null;
};
const toApplicationRow = (row: AppViewRow): ApplicationRow => ({
  ...toRow(row),
  apply_index: row.apply_index,
  process_type: row.process_type,
  apply_user_id: row.apply_user_id,
  apply_user_surname: row.apply_user_surname,
  apply_user_given_name: row.apply_user_given_name,
});

/*
 * Lists take the page's keys first and look names up for those rows only: the names are subqueries per row, and a
 * window count over the whole view ran them for every row (users list: ≈ 4 ms of 4.6 over 1,008 users, bench volume).
 * The total is its own count over the table alone, a sub-select of the same statement.
 */
/** The user ids of one page of the filtered list, and the filtered list's count (both list paths page this way). */
function pageOfUsers(db: Db, where: Expression<SqlBool>, paging: Required<Paging>) {
  const page = db
    .selectFrom('users as u')
    .select('u.user_id')
    .where(where)
    .orderBy(orderBy('u', paging))
    .$call(inPage(paging.page, paging.perPage));
  const counted = db
    .selectFrom('users as u')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(where);
  return { page, counted };
}

export async function listUsers(db: Db, filters: ListFilters, paging: Paging) {
  const where = filterExpression('u', filters);
  const view = userView(db).orderBy(orderBy('u', paging));
  if (!paging.page || !paging.perPage) {
    const rows = await view.where(where).execute();
    return { total: rows.length, rows: rows.map(toRow) };
  }
  const { page, counted } = pageOfUsers(db, where, { ...paging, page: paging.page, perPage: paging.perPage });
  // The total rides on the page's rows (one round trip); a page past the end has none to carry it.
  const rows = await view
    .select(sql<number>`(${counted})`.as('sdp_total'))
    .where('u.user_id', 'in', page)
    .execute();
  const total = rows[0]?.sdp_total ?? (await counted.executeTakeFirstOrThrow()).n;
  return { total, rows: rows.map(toRow) };
}

/** Only a user with an office has its class and name (toRow: an empty code counts as none). */
const ofOffice = (value: Expression<unknown>) => sql`CASE WHEN r.office_code <> '' THEN ${value} END`;

/** A user of the list as toRow answers it, written over the page's row `r` (userView's columns). */
const USER_FIELDS = {
  user_id: 'user_id',
  organization_id: 'organization_id',
  office_class: ofOffice(rowColumn('office_class')),
  office_class_name: ofOffice(labelOf(rowColumn('office_class'), OFFICE_CLASS_NAMES)),
  org_group_code: 'org_group_code',
  org_group_name: 'org_group_name',
  org_group_name_eng: 'org_group_name_eng',
  headquarter_code: 'headquarter_code',
  headquarter_name: 'headquarter_name',
  headquarter_name_eng: 'headquarter_name_eng',
  office_code: 'office_code',
  office_name: ofOffice(rowColumn('office_name')),
  office_name_eng: sql`NULL::text`,
  surname: 'surname',
  given_name: 'given_name',
  surname_kana: 'surname_kana',
  given_name_kana: 'given_name_kana',
  mail: 'email',
  authority_group_id: 'authority_group_id',
  authority_group: 'authority_group',
  note: 'note',
  access_until: 'access_until',
  apply_date: isoTimestamp(rowColumn('apply_date')),
  accept_date: isoTimestamp(rowColumn('accept_date')),
  status: 'status',
};

type UsersPage = Required<Paging>;
type UserListAnswer = { total: number; page: number; per_page: number; users: UserRow[] };

/**
 * The users page as PostgreSQL writes it (jsonPage): listUsers' page and total in one statement and one text column,
 * compiled once per input.
 */
const usersJson = jsonPages<{ filters: ListFilters; paging: UsersPage }, UserListAnswer>(
  (db, { filters, paging }) => {
    const { page, counted } = pageOfUsers(db, filterExpression('u', filters), paging);
    return {
      rows: userView(db).where('u.user_id', 'in', page),
      fields: USER_FIELDS,
      order: orderBy('r', paging),
      total: counted,
      key: 'users',
      page: paging.page,
      perPage: paging.perPage,
    };
  },
);
export const listUsersJson = (db: Db, filters: ListFilters, paging: UsersPage) =>
  usersJson(db, { filters, paging });

export async function listApplications(
  db: Db,
  filters: ListFilters & { process_type?: number | undefined; scope: 'application' | 'approval' },
  paging: Paging,
) {
  // Only the conditions in force are written: `($1 IS NULL OR …)` kept PostgreSQL planning every run anew.
  const parts: Expression<SqlBool>[] = [filterExpression('a', filters)];
  if (filters.process_type !== undefined) parts.push(sql<SqlBool>`a.process_type = ${filters.process_type}`);
  if (filters.scope === 'approval')
    parts.push(sql<SqlBool>`a.status = ${sql.lit(APPLICATION_STATUS.pending)}`);
  const where = sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
  const view = applicationView(db).orderBy(orderBy('a', paging)).orderBy('a.apply_index');
  if (!paging.page || !paging.perPage) {
    const rows = await view.where(where).execute();
    return { total: rows.length, rows: rows.map(toApplicationRow) };
  }
  const page = db
    .selectFrom('user_applications as a')
    .select(['a.user_id', 'a.apply_index'])
    .where(where)
    .orderBy(orderBy('a', paging))
    .orderBy('a.apply_index')
    .$call(inPage(paging.page, paging.perPage));
  const counted = db
    .selectFrom('user_applications as a')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(where);
  // The total rides on the page's rows, as the users list's does.
  const rows = await view
    .select(sql<number>`(${counted})`.as('sdp_total'))
    .where(sql<SqlBool>`(a.user_id, a.apply_index) IN (${page})`)
    .execute();
  const total = rows[0]?.sdp_total ?? (await counted.executeTakeFirstOrThrow()).n;
  return { total, rows: rows.map(toApplicationRow) };
}

async function historiesOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('user_apply_histories as h')
    .leftJoin('users as cu', 'cu.user_id', 'h.comment_user_id')
    .select([
      'h.apply_index',
      'h.comment_user_id',
      'cu.surname',
      'cu.given_name',
      'h.comment',
      'h.created_date',
      'h.action',
    ])
    .where('h.user_id', '=', userId)
    .orderBy('h.history_id')
    .execute();
  const byApplication = new Map<number, CommentEntry[]>();
  for (const row of rows) {
    const list = byApplication.get(row.apply_index) ?? [];
    list.push({
      comment_user_id: row.comment_user_id,
      surname: row.surname,
      given_name: row.given_name,
      comment: row.comment,
      created_date: iso(row.created_date)!,
      action: row.action,
    });
    byApplication.set(row.apply_index, list);
  }
  return byApplication;
}

export async function findUserDetail(db: Db, userId: string): Promise<UserDetail | undefined> {
  const user = await userView(db).where('u.user_id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const applications = await db
    .selectFrom('user_applications as a')
    .leftJoin('users as applicant', 'applicant.user_id', 'a.apply_user_id')
    .select([
      'a.apply_index',
      'a.process_type',
      'a.status',
      'a.apply_user_id',
      'applicant.surname',
      'applicant.given_name',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.apply_index')
    .execute();
  const histories = await historiesOf(db, userId);
  const last = applications.at(-1);
  return {
    ...toRow(user),
    register_date: iso(user.register_date),
    last_apply_user_id: last?.apply_user_id ?? null,
    last_apply_surname: last?.surname ?? null,
    last_apply_given_name: last?.given_name ?? null,
    version: user.version,
    current_apply_index:
      applications.find((app) => isOpenApplication(app.status as ApplicationStatus))?.apply_index ?? null,
    all_apply_history_list: applications.map((app) => ({
      apply_index: app.apply_index,
      process_type: app.process_type,
      status: app.status,
      apply_history_list: histories.get(app.apply_index) ?? [],
    })),
  };
}

export async function findApplicationDetail(
  db: Db,
  userId: string,
  applyIndex: number,
): Promise<ApplicationDetail | undefined> {
  const detail = await findUserDetail(db, userId);
  if (!detail) return undefined;
  const app = await applicationView(db)
    .where('a.user_id', '=', userId)
    .where('a.apply_index', '=', applyIndex)
    .executeTakeFirst();
  if (!app) return undefined;
  const { version: _v, current_apply_index, all_apply_history_list, register_date, ...userFields } = detail;
  return {
    ...toApplicationRow(app),
    register_date,
    last_apply_user_id: detail.last_apply_user_id,
    last_apply_surname: detail.last_apply_surname,
    last_apply_given_name: detail.last_apply_given_name,
    version: app.version,
    current_apply_index,
    all_apply_history_list,
    user_status: detail.status,
    apply_history_list:
      all_apply_history_list.find((item) => item.apply_index === applyIndex)?.apply_history_list ?? [],
    current: app.process_type === 2 ? { ...userFields } : null,
  };
}

export const activeUserCount = async (db: Db): Promise<number> =>
  (
    await db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', USER_STATUS.active)
      .executeTakeFirstOrThrow()
  ).n;

export const openRegistrationCount = async (db: Db): Promise<number> =>
  (
    await db
      .selectFrom('user_applications')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('process_type', '=', 1)
      .where('status', 'in', [APPLICATION_STATUS.pending, APPLICATION_STATUS.remanded])
      .executeTakeFirstOrThrow()
  ).n;

/* ---------- writes (inside the action's transaction) ---------- */

export const lockUser = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['user_id', 'status', 'version', 'email', 'surname', 'given_name'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();

export const lockUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .select(['user_id', 'status', 'version'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .forUpdate()
    .executeTakeFirst();

export const lockApplication = (db: Db, userId: string, applyIndex: number) =>
  db
    .selectFrom('user_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('apply_index', '=', applyIndex)
    .forUpdate()
    .executeTakeFirst();

export const hasOpenApplication = async (db: Db, userId: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('user_applications')
      .select('apply_index')
      .where('user_id', '=', userId)
      .where('status', 'in', [APPLICATION_STATUS.pending, APPLICATION_STATUS.remanded])
      .executeTakeFirst(),
  );

export async function nextUserId(db: Db): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`coalesce(max(substring(user_id from 2)::int), 0)::int`.as('n'))
    .where('user_id', '~', '^U[0-9]{7}$')
    .executeTakeFirstOrThrow();
  return `U${String(row.n + 1).padStart(7, '0')}`;
}

export const nextApplyIndex = async (db: Db, userId: string): Promise<number> =>
  (
    await db
      .selectFrom('user_applications')
      .select(sql<number>`coalesce(max(apply_index), 0)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).n + 1;

/** Applied-for values as stored on an application. */
export interface ApplicationValues {
  email: string;
  surname: string;
  given_name: string;
  surname_kana: string | null;
  given_name_kana: string | null;
  organization_id: string | null;
  office_class: number | null;
  org_group_code: string | null;
  org_group_name: string | null;
  headquarter_code: string | null;
  headquarter_name: string | null;
  office_code: string | null;
  office_name: string | null;
  authority_group_id: string | null;
  note: string | null;
  access_until: string | null;
}

export const applicationValues = (fields: UserFields): ApplicationValues => ({
  email: fields.mail,
  surname: fields.surname,
  given_name: fields.given_name,
  surname_kana: fields.surname_kana,
  given_name_kana: fields.given_name_kana,
  organization_id: [fields.org_group_code, fields.headquarter_code, fields.office_code]
    .filter(Boolean)
    .join('-'),
  office_class: fields.office_code ? (fields.office_class ?? null) : null,
  org_group_code: fields.org_group_code,
  org_group_name: fields.org_group_name ?? null,
  headquarter_code: fields.headquarter_code ?? null,
  headquarter_name: fields.headquarter_code ? (fields.headquarter_name ?? null) : null,
  office_code: fields.office_code ?? null,
  office_name: fields.office_code ? (fields.office_name ?? null) : null,
  authority_group_id: fields.authority_group_id,
  note: fields.note?.trim() ? fields.note : null,
  access_until: fields.access_until ?? null,
});

/** The user columns written from an application's values. */
export const userColumnsOf = (
  values: Omit<ApplicationValues, 'org_group_name' | 'headquarter_name' | 'office_name'>,
) => ({
  email: values.email,
  surname: values.surname,
  given_name: values.given_name,
  surname_kana: values.surname_kana,
  given_name_kana: values.given_name_kana,
  organization_id: values.organization_id,
  office_class: values.office_class,
  org_group_code: values.org_group_code,
  headquarter_code: values.headquarter_code,
  office_code: values.office_code,
  authority_group_id: values.authority_group_id,
  note: values.note,
  access_until: values.access_until,
});

export const authorityGroupExists = async (db: Db, id: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('authority_groups')
      .select('authority_group_id')
      .where('authority_group_id', '=', id)
      .executeTakeFirst(),
  );

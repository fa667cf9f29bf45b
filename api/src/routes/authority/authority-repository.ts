import { sql } from 'kysely';
import { ROLES, type Role } from '@sdp/shared/routes';
import type {
  AuthorityGroup,
  AuthorityGroupCreate,
  AuthorityGroupListQuery,
  AuthorityGroupUpdate,
} from '@sdp/shared/contracts';
import { auditFields } from '../../db/audit';
import type { Db } from '../../db/database';
import { inPage, likeContaining } from '../../db/list-page';
import { jsonPages, rowColumn } from '../../db/json-page';

const NOT_DELETED = 9;

/** The list query's filters (the contract's schema), as the repository names them. */
type GroupFilter = {
  keyword?: AuthorityGroupListQuery['keyword'];
  roleId?: AuthorityGroupListQuery['role_id'];
};
type GroupSort = NonNullable<AuthorityGroupListQuery['sort']>;
type AuthorityGroupListAnswer = {
  total: number;
  page: number;
  per_page: number;
  authority_groups: AuthorityGroup[];
};

function filtered(db: Db, filter: GroupFilter) {
  let query = db.selectFrom('authority_groups as g');
  if (filter.keyword) {
    const pattern = likeContaining(filter.keyword);
    query = query.where((eb) =>
      eb.or([eb('g.authority_group_id', 'ilike', pattern), eb('g.authority_group_name', 'ilike', pattern)]),
    );
  }
  if (filter.roleId) {
    const roleId = filter.roleId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('authority_group_roles as r')
          .select('r.role_id')
          .whereRef('r.authority_group_id', '=', 'g.authority_group_id')
          .where('r.role_id', '=', roleId),
      ),
    );
  }
  return query;
}

async function rolesOf(db: Db, ids: readonly string[]): Promise<Map<string, Role[]>> {
  const byGroup = new Map<string, Role[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byGroup;
  const rows = await db
    .selectFrom('authority_group_roles as gr')
    .innerJoin('roles as r', 'r.role_id', 'gr.role_id')
    .select(['gr.authority_group_id', 'gr.role_id'])
    .where('gr.authority_group_id', 'in', ids)
    .where('gr.role_id', 'in', ROLES)
    .orderBy('r.sort_order')
    .execute();
  for (const row of rows) byGroup.get(row.authority_group_id)?.push(row.role_id as Role);
  return byGroup;
}

/**
 * The code's constants in the list's statement are written in, not sent as parameters, so its plan is made once per
 * connection (see pageWindow): with an unknown array and status PostgreSQL planned it anew on every run.
 */
const knownRoles = sql.join(ROLES.map((role) => sql.lit(role)));
const rolesColumn = sql<Role[]>`coalesce((
  SELECT array_agg(gr.role_id ORDER BY r.sort_order) FROM authority_group_roles gr
  JOIN roles r ON r.role_id = gr.role_id
  WHERE gr.authority_group_id = g.authority_group_id AND gr.role_id IN (${knownRoles})), '{}')`;

type GroupPage = { page: number; perPage: number; sort: GroupSort; order: 'asc' | 'desc' };

/**
 * The group's users that are not deleted, as the database keeps them (migration 180): counting them per group was
 * about half of PostgreSQL's time on a list request. No row: no users (0, so the sort by count puts it last).
 */
const keptUserCount = sql<number>`coalesce((SELECT c.n FROM authority_group_user_counts c
  WHERE c.authority_group_id = g.authority_group_id), 0)`.as('user_count');

/** The page's groups with their roles and user counts, in the requested order. */
const groupRows = (db: Db, filter: GroupFilter, page: GroupPage) =>
  filtered(db, filter)
    .select([
      'g.authority_group_id',
      'g.authority_group_name',
      'g.data_viewing_class',
      'g.note',
      rolesColumn.as('roles'),
      keptUserCount,
    ])
    .orderBy(page.sort === 'user_count' ? sql`user_count` : sql.ref(`g.${page.sort}`), page.order)
    .orderBy('g.authority_group_id')
    .$call(inPage(page.page, page.perPage));

const counted = (db: Db, filter: GroupFilter) =>
  filtered(db, filter).select(sql<number>`count(*)::int`.as('n'));

/** A group of the list as listGroups answers it, written over the page's row `r`. */
const GROUP_FIELDS = {
  authority_group_id: 'authority_group_id',
  authority_group_name: 'authority_group_name',
  data_viewing_class: 'data_viewing_class',
  note: 'note',
  roles: sql`to_json(r.roles)`,
  user_count: 'user_count',
};

/** The list's answer as PostgreSQL writes it (jsonPage): one statement, one text column, compiled once per input. */
const groupsJson = jsonPages<{ filter: GroupFilter; page: GroupPage }, AuthorityGroupListAnswer>(
  (db, { filter, page }) => ({
    rows: groupRows(db, filter, page),
    fields: GROUP_FIELDS,
    order: sql`${rowColumn(page.sort)} ${sql.raw(page.order)}, r.authority_group_id`,
    total: counted(db, filter),
    key: 'authority_groups',
    page: page.page,
    perPage: page.perPage,
  }),
);
export const listGroupsJson = (db: Db, filter: GroupFilter, page: GroupPage) =>
  groupsJson(db, { filter, page });

/** The page with its roles and user counts, and the total, as objects (the reference jsonPage is tested against). */
export async function listGroups(db: Db, filter: GroupFilter, page: GroupPage) {
  const rows = await groupRows(db, filter, page)
    .select(sql<number>`count(*) OVER ()::int`.as('total'))
    .execute();
  let total = rows[0]?.total ?? 0;
  // Past the last page: the window has no row to report the total on.
  if (rows.length === 0 && page.page > 1) total = (await counted(db, filter).executeTakeFirstOrThrow()).n;
  return {
    total,
    groups: rows.map(({ total: _total, ...row }) => row),
  };
}

export async function findGroup(db: Db, id: string) {
  const row = await db
    .selectFrom('authority_groups as g')
    .leftJoin('users as cu', 'cu.user_id', 'g.created_user_id')
    .leftJoin('users as uu', 'uu.user_id', 'g.updated_user_id')
    .select([
      'g.authority_group_id',
      'g.authority_group_name',
      'g.data_viewing_class',
      'g.note',
      'g.version',
      'g.created_date',
      'g.created_user_id',
      'cu.surname as created_user_surname',
      'cu.given_name as created_user_given_name',
      'g.updated_date',
      'g.updated_user_id',
      'uu.surname as updated_user_surname',
      'uu.given_name as updated_user_given_name',
      keptUserCount,
    ])
    .where('g.authority_group_id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const roles = await rolesOf(db, [id]);
  return {
    authority_group_id: row.authority_group_id,
    authority_group_name: row.authority_group_name,
    data_viewing_class: row.data_viewing_class,
    note: row.note,
    roles: roles.get(id) ?? [],
    user_count: row.user_count,
    version: row.version,
    ...auditFields(row),
  };
}

export const groupExists = async (db: Db, id: string): Promise<boolean> =>
  (await db
    .selectFrom('authority_groups')
    .select('authority_group_id')
    .where('authority_group_id', '=', id)
    .executeTakeFirst()) !== undefined;

async function replaceRoles(db: Db, id: string, roles: readonly Role[]) {
  await db.deleteFrom('authority_group_roles').where('authority_group_id', '=', id).execute();
  const unique = [...new Set(roles)];
  if (unique.length > 0) {
    await db
      .insertInto('authority_group_roles')
      .values(unique.map((role_id) => ({ authority_group_id: id, role_id })))
      .execute();
  }
}

export async function insertGroup(db: Db, input: AuthorityGroupCreate, userId: string) {
  const now = new Date();
  await db
    .insertInto('authority_groups')
    .values({
      authority_group_id: input.authority_group_id,
      authority_group_name: input.authority_group_name,
      data_viewing_class: input.data_viewing_class,
      note: input.note ?? null,
      created_date: now,
      created_user_id: userId,
      updated_date: now,
      updated_user_id: userId,
    })
    .execute();
  await replaceRoles(db, input.authority_group_id, input.roles);
}

/** Returns false when the version is stale (nothing changed). */
export async function updateGroup(db: Db, input: AuthorityGroupUpdate, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('authority_groups')
    .set((eb) => ({
      authority_group_name: input.authority_group_name,
      data_viewing_class: input.data_viewing_class,
      note: input.note ?? null,
      version: eb('version', '+', 1),
      updated_date: new Date(),
      updated_user_id: userId,
    }))
    .where('authority_group_id', '=', input.authority_group_id)
    .where('version', '=', input.version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await replaceRoles(db, input.authority_group_id, input.roles);
  return true;
}

export async function lockGroup(db: Db, id: string) {
  return db
    .selectFrom('authority_groups')
    .select(['authority_group_id', 'version'])
    .where('authority_group_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function usersOfGroup(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('authority_group_id', '=', id)
    .where('status', '<>', NOT_DELETED)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function deleteGroup(db: Db, id: string, version: number): Promise<boolean> {
  const result = await db
    .deleteFrom('authority_groups')
    .where('authority_group_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

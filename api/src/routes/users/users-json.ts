import { sql } from 'kysely';
import type { UserRow } from '@sdp/shared/contracts';
import type { Db } from '../../db/database';
import { isoTimestamp, jsonPage, labelOf, rowColumn } from '../../db/json-page';
import { inPage } from '../../db/list-page';
import {
  filterExpression,
  OFFICE_CLASS_NAMES,
  orderBy,
  userView,
  type ListFilters,
  type Paging,
} from './users-repository';

type UserListAnswer = { total: number; page: number; per_page: number; users: UserRow[] };

/** As toRow reads `row.office_code ? … : null`: an empty code counts as none. */
const hasOffice = sql`coalesce(r.office_code, '') <> ''`;

/** A user of the list as toRow answers it, written over the view's row `r`. */
const FIELDS = {
  user_id: 'user_id',
  organization_id: 'organization_id',
  office_class: sql`CASE WHEN ${hasOffice} THEN r.office_class END`,
  office_class_name: sql`CASE WHEN ${hasOffice} THEN ${labelOf(rowColumn('office_class'), OFFICE_CLASS_NAMES)} END`,
  org_group_code: 'org_group_code',
  org_group_name: 'org_group_name',
  org_group_name_eng: 'org_group_name_eng',
  headquarter_code: 'headquarter_code',
  headquarter_name: 'headquarter_name',
  headquarter_name_eng: 'headquarter_name_eng',
  office_code: 'office_code',
  office_name: sql`CASE WHEN ${hasOffice} THEN r.office_name END`,
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
} as const;

/**
 * The users list's answer as PostgreSQL writes it (jsonPage): the page's keys first, the names looked up for those
 * rows only, and the total counted over the table alone, as listUsers does, in one statement.
 */
export function listUsersJson(
  db: Db,
  filters: ListFilters,
  paging: Paging & { page: number; perPage: number },
) {
  const where = filterExpression('u', filters);
  const page = db
    .selectFrom('users as u')
    .select('u.user_id')
    .where(where)
    .orderBy(orderBy('u', paging))
    .$call(inPage(paging.page, paging.perPage));
  return jsonPage<UserListAnswer>(db, {
    rows: userView(db).where('u.user_id', 'in', page),
    fields: FIELDS,
    order: orderBy('r', paging),
    total: db
      .selectFrom('users as u')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(where),
    key: 'users',
    page: paging.page,
    perPage: paging.perPage,
  });
}

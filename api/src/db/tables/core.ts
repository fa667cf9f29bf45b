import type { ColumnType, Generated } from 'kysely';

/** Timestamps come back as Date and may be written as Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface AuditColumns {
  version: Generated<number>;
  created_date: Timestamp;
  created_user_id: string | null;
  updated_date: Timestamp;
  updated_user_id: string | null;
}

export interface RolesTable {
  role_id: string;
  role_name: string;
  note: string | null;
  sort_order: Generated<number>;
}

export interface AuthorityGroupsTable extends AuditColumns {
  authority_group_id: string;
  authority_group_name: string;
  data_viewing_class: number;
  note: string | null;
}

export interface AuthorityGroupRolesTable {
  authority_group_id: string;
  role_id: string;
}

/** Migration 180: a group's users that are not deleted, kept by triggers on users (never written by the API). */
export interface AuthorityGroupUserCountsTable {
  authority_group_id: string;
  n: number;
}

export interface UsersTable extends AuditColumns {
  user_id: string;
  email: string;
  surname: string;
  given_name: string;
  surname_kana: string | null;
  given_name_kana: string | null;
  organization_id: string | null;
  office_class: number | null;
  org_group_code: string | null;
  headquarter_code: string | null;
  department_code: string | null;
  section_code: string | null;
  office_code: string | null;
  authority_group_id: string | null;
  note: string | null;
  /** Migration 165: the last day (Japan time, `YYYY-MM-DD`) the user may sign in; null = no limit. */
  access_until: string | null;
  status: number;
  apply_date: NullableTimestamp;
  accept_date: NullableTimestamp;
  register_date: NullableTimestamp;
  idp_issuer: string | null;
  idp_subject: string | null;
}

export interface InternalGroupsTable {
  survey_fy: number;
  group_code: string;
  group_name: string;
  group_name_eng: string | null;
}

export interface InternalHeadquartersTable {
  survey_fy: number;
  group_code: string;
  headquarter_code: string;
  headquarter_name: string;
  headquarter_name_eng: string | null;
}

export interface InternalOrganizationsTable extends AuditColumns {
  internal_organization_id: Generated<number>;
  survey_fy: number;
  group_code: string;
  headquarter_code: string;
  department_code: string;
  department_name: string;
  section_code: string | null;
  section_name: string | null;
  disc_flg: Generated<number>;
}

export interface CountriesTable {
  country_code: string;
  country_name: string;
  country_name_eng: string | null;
  sort_order: Generated<number>;
}

/** Tables of migrations 001–009, and the user counts kept by migration 180. */
export interface CoreTables {
  roles: RolesTable;
  authority_groups: AuthorityGroupsTable;
  authority_group_roles: AuthorityGroupRolesTable;
  authority_group_user_counts: AuthorityGroupUserCountsTable;
  users: UsersTable;
  internal_groups: InternalGroupsTable;
  internal_headquarters: InternalHeadquartersTable;
  internal_organizations: InternalOrganizationsTable;
  countries: CountriesTable;
}

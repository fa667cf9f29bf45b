import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core';

/** Migration 010: applications (applied-for values) and their history. */
export interface UserApplicationsTable {
  user_id: string;
  apply_index: number;
  process_type: number;
  status: number;
  apply_user_id: string;
  apply_date: Timestamp;
  accept_date: NullableTimestamp;
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
  /** Migration 165: the applied-for 利用期限 (`YYYY-MM-DD`). */
  access_until: string | null;
  version: Generated<number>;
  created_date: Timestamp;
  created_user_id: string | null;
  updated_date: Timestamp;
  updated_user_id: string | null;
}

export interface UserApplyHistoriesTable {
  history_id: Generated<number>;
  user_id: string;
  apply_index: number;
  comment_user_id: string;
  comment: string | null;
  action: number;
  created_date: Timestamp;
}

export interface UsersTables {
  user_applications: UserApplicationsTable;
  user_apply_histories: UserApplyHistoriesTable;
}

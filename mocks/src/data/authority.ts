import { ROLES, type Role } from '@sdp/shared';

export interface AuthorityGroupSeed {
  authority_group_id: string;
  authority_group_name: string;
  data_viewing_class: 1 | 2;
  note: string | null;
  roles: readonly Role[];
  /** Days before the fixed seed date the group was last updated; keeps sorting by date meaningful. */
  updated_days_ago: number;
}

/** The groups of DESIGN.md §6 (each used by a seeded account) plus unused ones that may be deleted. */
export const AUTHORITY_GROUP_SEED: readonly AuthorityGroupSeed[] = [
  {
    authority_group_id: 'SUS_ADMIN',
    authority_group_name: 'サステナビリティ推進部 管理者',
    data_viewing_class: 1,
    note: '全機能を利用できるシステム管理者',
    roles: ROLES,
    updated_days_ago: 120,
  },
  {
    authority_group_id: 'BUSINESS_COMPANY',
    authority_group_name: '事業会社 担当者',
    data_viewing_class: 2,
    note: '調査対象・調査結果の登録担当',
    roles: ['DASHBOARD_VIEWER', 'MST_SURVEY_TARGET_EDITOR', 'MST_SURVEY_RESULT_EDITOR'],
    updated_days_ago: 90,
  },
  {
    authority_group_id: 'ORG_ADMIN',
    authority_group_name: '組織・取引先マスタ管理者',
    data_viewing_class: 1,
    note: null,
    roles: ['MST_ORGANIZATION', 'MST_SUPPLIER'],
    updated_days_ago: 60,
  },
  {
    authority_group_id: 'USER_EDITOR',
    authority_group_name: 'ユーザー申請担当',
    data_viewing_class: 1,
    note: 'ユーザーの登録・変更・削除を申請する',
    roles: ['MST_USER_VIEWER', 'MST_USER_EDITOR'],
    updated_days_ago: 45,
  },
  {
    authority_group_id: 'USER_APPROVER',
    authority_group_name: 'ユーザー承認者',
    data_viewing_class: 1,
    note: 'ユーザー申請を承認・差戻し・否認する',
    roles: ['MST_USER_VIEWER', 'MST_USER_AUTHORITY'],
    updated_days_ago: 44,
  },
  {
    authority_group_id: 'VEHICLE',
    authority_group_name: '車両管理担当',
    data_viewing_class: 2,
    note: null,
    roles: ['VEHICLE_MANAGEMENT_VIEWER', 'VEHICLE_MANAGEMENT_EDITOR'],
    updated_days_ago: 30,
  },
  {
    authority_group_id: 'VIEWER',
    authority_group_name: 'ダッシュボード閲覧者',
    data_viewing_class: 2,
    note: null,
    roles: ['DASHBOARD_VIEWER'],
    updated_days_ago: 20,
  },
  {
    authority_group_id: 'NO_ROLE',
    authority_group_name: '権限なし',
    data_viewing_class: 2,
    note: '登録済みだが機能を利用できない利用者',
    roles: [],
    updated_days_ago: 15,
  },
  {
    authority_group_id: 'SUPPLIER_ADMIN',
    authority_group_name: '取引先マスタ管理者',
    data_viewing_class: 1,
    note: '利用者なし（削除可）',
    roles: ['MST_SUPPLIER'],
    updated_days_ago: 10,
  },
  {
    authority_group_id: 'SURVEY_OPERATOR',
    authority_group_name: '調査運用担当',
    data_viewing_class: 2,
    note: '利用者なし（削除可）',
    roles: ['MST_SURVEY_TARGET_EDITOR', 'DASHBOARD_VIEWER'],
    updated_days_ago: 5,
  },
  {
    authority_group_id: 'AUDITOR',
    authority_group_name: '内部監査担当',
    data_viewing_class: 1,
    note: null,
    roles: ['MST_USER_VIEWER', 'DASHBOARD_VIEWER', 'VEHICLE_MANAGEMENT_VIEWER'],
    updated_days_ago: 3,
  },
];

/** Fixed so that seeded dates do not drift between runs. */
export const SEED_DATE = Date.UTC(2025, 3, 1, 0, 0, 0);

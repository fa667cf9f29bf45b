export const ROLES = [
  'MST_ORGANIZATION',
  'MST_SUPPLIER',
  'MST_AUTHORITY',
  'MST_USER_VIEWER',
  'MST_USER_EDITOR',
  'MST_USER_AUTHORITY',
  'MST_SURVEY_TARGET_EDITOR',
  'MST_SURVEY_RESULT_EDITOR',
  'MST_SURVEY_YEAR',
  'MST_AUDIT_LOG',
  'MST_ASSURANCE_VIEWER',
  'VEHICLE_MANAGEMENT_VIEWER',
  'VEHICLE_MANAGEMENT_EDITOR',
  'DASHBOARD_VIEWER',
] as const;

export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Master-data roles: any of them opens the maintenance menu (spec §6). */
export const MASTER_DATA_ROLES: readonly Role[] = ROLES.filter((role) => role.startsWith('MST_'));

export const REPORT_ROLES: readonly Role[] = [
  'DASHBOARD_VIEWER',
  'VEHICLE_MANAGEMENT_VIEWER',
  'VEHICLE_MANAGEMENT_EDITOR',
];

export const ROLE_LABELS: Record<Role, string> = {
  MST_ORGANIZATION: '組織マスタ操作',
  MST_SUPPLIER: '取引先マスタ操作',
  MST_AUTHORITY: '権限設定',
  MST_USER_VIEWER: 'ユーザーマスタ閲覧',
  MST_USER_EDITOR: 'ユーザーマスタ編集',
  MST_USER_AUTHORITY: 'ユーザーマスタ承認',
  MST_SURVEY_TARGET_EDITOR: '調査対象一覧編集',
  MST_SURVEY_RESULT_EDITOR: '調査結果編集',
  MST_SURVEY_YEAR: '年度管理',
  MST_AUDIT_LOG: '変更履歴閲覧',
  MST_ASSURANCE_VIEWER: '外部検証（閲覧）',
  VEHICLE_MANAGEMENT_VIEWER: '車両管理閲覧',
  VEHICLE_MANAGEMENT_EDITOR: '車両管理編集',
  DASHBOARD_VIEWER: 'ダッシュボード閲覧',
};

/** What each role allows, shown beside its label on the authority pages (server and mocks answer the same). */
export const ROLE_NOTES: Record<Role, string> = {
  MST_ORGANIZATION: '組織マスタの参照・登録・編集・削除',
  MST_SUPPLIER: '取引先マスタの参照・アップロード',
  MST_AUTHORITY: '権限グループの登録・編集・削除',
  MST_USER_VIEWER: 'ユーザーマスタの閲覧',
  MST_USER_EDITOR: 'ユーザーの登録・変更・削除の申請',
  MST_USER_AUTHORITY: 'ユーザー申請の承認・差戻し・否認',
  MST_SURVEY_TARGET_EDITOR: '調査対象一覧の編集',
  MST_SURVEY_RESULT_EDITOR: '調査結果のアップロード',
  MST_SURVEY_YEAR: '調査年度の受付開始・締め・再開と翌年度への繰越',
  MST_AUDIT_LOG: 'マスタデータとユーザー申請の変更履歴の閲覧',
  MST_ASSURANCE_VIEWER: '検証資料・変更履歴（データのみ）の閲覧',
  VEHICLE_MANAGEMENT_VIEWER: '車両管理の閲覧',
  VEHICLE_MANAGEMENT_EDITOR: '車両データのアップロード',
  DASHBOARD_VIEWER: 'ダッシュボードの閲覧',
};

/**
 * The external verifier's role (DESIGN.md §8 "Verifier role"): it grants exactly the operations of
 * VERIFIER_OPERATIONS and the 変更履歴 of data, nothing else, even in a group with other roles.
 */
export const ASSURANCE_VIEWER_ROLE = 'MST_ASSURANCE_VIEWER' satisfies Role;

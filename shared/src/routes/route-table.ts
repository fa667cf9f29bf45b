import { MASTER_DATA_ROLES, REPORT_ROLES, type Role } from './roles';

export type RemoteName =
  'remote_users' | 'remote_organizations' | 'remote_surveys' | 'remote_authority' | 'remote_vehicles';

export type MenuState = 'first' | 'second';

export interface PageRoute {
  /** Route name of spec §2. */
  name: string;
  /** Path pattern; `{id}` stands for one path parameter. */
  path: string;
  /** Tab values of the `tab` query; each value makes its own access key (`name-tab`). */
  tabs?: readonly string[];
  /** Page heading and the `{page}` part of the document title. */
  title: string;
  /** Owner: the shell itself or a remote that exposes `module`. */
  owner: 'shell' | RemoteName;
  module?: string;
  /** Undefined: no access check (login, index). */
  roles?: readonly Role[];
  /** Per-tab roles; the route key is `${name}-${tab}`. */
  tabRoles?: Readonly<Record<string, readonly Role[]>>;
}

const ORG: readonly Role[] = ['MST_ORGANIZATION'];
const ORG_OR_TARGET: readonly Role[] = ['MST_ORGANIZATION', 'MST_SURVEY_TARGET_EDITOR'];
const USER_ANY: readonly Role[] = ['MST_USER_VIEWER', 'MST_USER_EDITOR', 'MST_USER_AUTHORITY'];
const USER_EDIT: readonly Role[] = ['MST_USER_EDITOR', 'MST_USER_AUTHORITY'];
const USER_APPROVE: readonly Role[] = ['MST_USER_AUTHORITY'];
const AUTHORITY: readonly Role[] = ['MST_AUTHORITY'];
/** Read every audit event; the verifier reads those of data only (auditScopeOf). */
export const AUDIT_ALL_ROLES: readonly Role[] = ['MST_AUDIT_LOG'];

export const ROUTES = [
  { name: 'index', path: '/', title: 'トップ', owner: 'shell' },
  { name: 'login', path: '/login', title: 'ログイン', owner: 'shell' },
  {
    name: 'maintenance-menu',
    path: '/maintenance-menu',
    title: 'メンテナンスメニュー',
    owner: 'shell',
    roles: MASTER_DATA_ROLES,
  },
  { name: 'report-menu', path: '/report-menu', title: '可視化メニュー', owner: 'shell', roles: REPORT_ROLES },
  {
    name: 'maintenance-authority-list',
    path: '/maintenance/authority-list',
    title: '権限一覧',
    owner: 'remote_authority',
    module: './AuthorityListPage',
    roles: AUTHORITY,
  },
  {
    name: 'maintenance-authority-registration',
    path: '/maintenance/authority-registration',
    title: '権限登録',
    owner: 'remote_authority',
    module: './AuthorityRegistrationPage',
    roles: AUTHORITY,
  },
  {
    name: 'maintenance-authority-edit-id',
    path: '/maintenance/authority-edit-{id}',
    title: '権限編集',
    owner: 'remote_authority',
    module: './AuthorityEditPage',
    roles: AUTHORITY,
  },
  {
    name: 'maintenance-client-list',
    path: '/maintenance/client-list',
    title: '取引先一覧',
    owner: 'remote_organizations',
    module: './ClientListPage',
    roles: ['MST_SUPPLIER'],
  },
  {
    name: 'maintenance-organization-list',
    path: '/maintenance/organization-list',
    title: '組織一覧',
    owner: 'remote_organizations',
    module: './OrganizationListPage',
    tabs: ['office', 'consolidated'],
    roles: ORG,
    tabRoles: { office: ORG_OR_TARGET, consolidated: ORG_OR_TARGET },
  },
  {
    name: 'maintenance-organization-registration',
    path: '/maintenance/organization-registration',
    title: '社内組織登録',
    owner: 'remote_organizations',
    module: './OrganizationRegistrationPage',
    roles: ORG,
  },
  {
    name: 'maintenance-organization-edit-id',
    path: '/maintenance/organization-edit-{id}',
    title: '社内組織編集',
    owner: 'remote_organizations',
    module: './OrganizationEditPage',
    roles: ORG,
  },
  {
    name: 'maintenance-organization-office-registration',
    path: '/maintenance/organization-office-registration',
    title: '事業所登録',
    owner: 'remote_organizations',
    module: './OfficeRegistrationPage',
    roles: ORG,
  },
  {
    name: 'maintenance-organization-office-edit-id',
    path: '/maintenance/organization-office-edit-{id}',
    title: '事業所編集',
    owner: 'remote_organizations',
    module: './OfficeEditPage',
    roles: ORG_OR_TARGET,
  },
  {
    name: 'maintenance-organization-consolidated-registration',
    path: '/maintenance/organization-consolidated-registration',
    title: '関係会社登録',
    owner: 'remote_organizations',
    module: './ConsolidatedRegistrationPage',
    roles: ORG,
  },
  {
    name: 'maintenance-organization-consolidated-edit-id',
    path: '/maintenance/organization-consolidated-edit-{id}',
    title: '関係会社編集',
    owner: 'remote_organizations',
    module: './ConsolidatedEditPage',
    roles: ORG_OR_TARGET,
  },
  {
    name: 'maintenance-sustainability-survey-list',
    path: '/maintenance/sustainability-survey-list',
    title: '調査対象一覧',
    owner: 'remote_surveys',
    module: './SurveyListPage',
    roles: ['MST_SURVEY_TARGET_EDITOR'],
  },
  {
    name: 'maintenance-survey-year-management',
    path: '/maintenance/survey-year-management',
    title: '年度管理',
    owner: 'remote_surveys',
    module: './SurveyYearManagementPage',
    roles: ['MST_SURVEY_YEAR'],
  },
  {
    name: 'maintenance-sustainability-survey-upload',
    path: '/maintenance/sustainability-survey-upload',
    title: '調査結果アップロード',
    owner: 'remote_surveys',
    module: './SurveyUploadPage',
    roles: ['MST_SURVEY_RESULT_EDITOR'],
  },
  {
    name: 'maintenance-user-list',
    path: '/maintenance/user-list',
    title: 'ユーザー一覧',
    owner: 'remote_users',
    module: './UserListPage',
    tabs: ['application', 'approval'],
    roles: USER_ANY,
    tabRoles: { application: USER_EDIT, approval: USER_APPROVE },
  },
  {
    name: 'maintenance-user-registration',
    path: '/maintenance/user-registration',
    title: 'ユーザー登録申請',
    owner: 'remote_users',
    module: './UserRegistrationPage',
    roles: USER_EDIT,
  },
  {
    name: 'maintenance-user-edit-id',
    path: '/maintenance/user-edit-{id}',
    title: 'ユーザー変更申請',
    owner: 'remote_users',
    module: './UserEditPage',
    roles: USER_EDIT,
  },
  {
    name: 'maintenance-user-detail-id',
    path: '/maintenance/user-detail-{id}',
    title: 'ユーザー詳細',
    owner: 'remote_users',
    module: './UserDetailPage',
    roles: USER_EDIT,
  },
  {
    name: 'maintenance-user-apply-detail-id',
    path: '/maintenance/user-apply-detail-{id}',
    title: '申請詳細',
    owner: 'remote_users',
    module: './UserApplyDetailPage',
    roles: USER_EDIT,
  },
  {
    name: 'maintenance-user-pending-detail-id',
    path: '/maintenance/user-pending-detail-{id}',
    title: '承認待ち詳細',
    owner: 'remote_users',
    module: './UserPendingDetailPage',
    roles: USER_APPROVE,
  },
  {
    name: 'maintenance-user-reapply-id',
    path: '/maintenance/user-reapply-{id}',
    title: 'ユーザー再申請',
    owner: 'remote_users',
    module: './UserReapplyPage',
    roles: USER_EDIT,
  },
  {
    name: 'maintenance-audit-log',
    path: '/maintenance/audit-log',
    title: '変更履歴',
    owner: 'remote_authority',
    module: './AuditLogPage',
    roles: [...AUDIT_ALL_ROLES, 'MST_ASSURANCE_VIEWER'],
  },
  // Ours, not the spec's page table (DESIGN.md §8 "検証資料"): SUS_ADMIN holds every role, so it opens it too.
  {
    name: 'maintenance-assurance',
    path: '/maintenance/assurance',
    title: '検証資料',
    owner: 'remote_authority',
    module: './AssurancePage',
    roles: ['MST_ASSURANCE_VIEWER'],
  },
  {
    name: 'vehicle-vehicle-upload',
    path: '/vehicle/vehicle-upload',
    title: '車両アップロード',
    owner: 'remote_vehicles',
    module: './VehicleUploadPage',
    roles: ['VEHICLE_MANAGEMENT_EDITOR'],
  },
] as const satisfies readonly PageRoute[];

export type RouteName = (typeof ROUTES)[number]['name'];

/**
 * Named in the role rules, with a path constant, but no page is registered for it (spec §2).
 */
export const ORGANIZATION_DETAIL_PATH = '/maintenance/organization-detail';
export const ORGANIZATION_DETAIL_ROLES: readonly Role[] = ORG;

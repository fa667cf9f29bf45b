import { canAccess } from './access';

/**
 * Who may call each API endpoint, written as the page route keys of ACCESS_RULES (a caller holding a role of
 * ANY listed key may call), or 'signed-in' for any active signed-in user. Keys are `METHOD /path` below
 * /api/v1, with `:param` path parameters as the server and msw declare them. The server refuses to start
 * with an endpoint missing here, and the msw mocks answer 403 the same way.
 */
export type ApiAccess = readonly string[] | 'signed-in';

const SIGNED_IN = 'signed-in';
/** Pages that pick survey years and internal organisation units: every maintenance page, and vehicles. */
const LOOKUP_USERS = ['maintenance-menu', 'vehicle-vehicle-upload'] as const;
const AUTHORITY_ADMIN = ['maintenance-authority-list'] as const;
const USER_LIST = 'maintenance-user-list';
/** The approval queue (`scope=approval`) is narrowed to approvers inside the handler. */
const USER_APPLICATIONS = ['maintenance-user-list-application', 'maintenance-user-list-approval'];
const USER_APPROVAL = 'maintenance-user-pending-detail-id';

const ORG_LIST = 'maintenance-organization-list';
const ORG_REGISTER = 'maintenance-organization-registration';
const ORG_EDIT = 'maintenance-organization-edit-id';
const OFFICE_LIST = 'maintenance-organization-list-office';
const OFFICE_REGISTER = 'maintenance-organization-office-registration';
const OFFICE_EDIT = 'maintenance-organization-office-edit-id';
const CORP_LIST = 'maintenance-organization-list-consolidated';
const CORP_REGISTER = 'maintenance-organization-consolidated-registration';
const CORP_EDIT = 'maintenance-organization-consolidated-edit-id';
const CLIENT_LIST = 'maintenance-client-list';
const SURVEY_YEAR_ADMIN = 'maintenance-survey-year-management';

export const API_ACCESS: Readonly<Record<string, ApiAccess>> = {
  // session (api/src/routes/session)
  'GET /csrf_token': SIGNED_IN,
  'GET /authority/all': SIGNED_IN,
  'POST /auth/sign_out': SIGNED_IN,
  // authority (api/src/routes/authority)
  'GET /authority/roles': [
    ...AUTHORITY_ADMIN,
    'maintenance-authority-registration',
    'maintenance-authority-edit-id',
  ],
  'GET /authority/groups': [...AUTHORITY_ADMIN, 'maintenance-user-registration', 'maintenance-user-edit-id'],
  'GET /authority/groups/:authority_group_id': ['maintenance-authority-edit-id'],
  'POST /authority/groups': ['maintenance-authority-registration'],
  'PUT /authority/groups': ['maintenance-authority-edit-id'],
  'DELETE /authority/groups': ['maintenance-authority-edit-id', ...AUTHORITY_ADMIN],
  // lookups (api/src/routes/survey-fy, api/src/routes/organizations/lookups)
  'GET /survey_years': SIGNED_IN,
  // Everyone with 変更履歴閲覧 reads every event; others a record's events they may edit (auditReadableBy).
  'GET /audit_events': SIGNED_IN,
  'GET /audit_events/export': SIGNED_IN,
  'POST /survey_years/:fy/open': [SURVEY_YEAR_ADMIN],
  'POST /survey_years/:fy/close': [SURVEY_YEAR_ADMIN],
  'POST /survey_years/:fy/reopen': [SURVEY_YEAR_ADMIN],
  'POST /survey_years/:fy/rollover': [SURVEY_YEAR_ADMIN],
  'GET /survey_fy': LOOKUP_USERS,
  'GET /survey_fy/:kind': LOOKUP_USERS,
  'GET /organizations/internal/groups': LOOKUP_USERS,
  'GET /organizations/internal/groups/headquarters': LOOKUP_USERS,
  'GET /organizations/country_list': LOOKUP_USERS,
  // users (issue 4, api/src/routes/users); the workflow (shared/src/domain/user-workflow.ts) checks roles again
  'GET /users': [USER_LIST],
  'GET /users/licensing': [USER_LIST],
  'GET /users/list/export': [USER_LIST],
  'GET /users/applying': USER_APPLICATIONS,
  'GET /users/export/': USER_APPLICATIONS,
  'GET /users/:id': ['maintenance-user-detail-id', 'maintenance-user-edit-id'],
  'GET /users/:id/applications/:applyIndex': [
    'maintenance-user-apply-detail-id',
    'maintenance-user-pending-detail-id',
    'maintenance-user-reapply-id',
  ],
  'POST /users/regist': ['maintenance-user-registration'],
  'POST /users/update': ['maintenance-user-edit-id'],
  'POST /users/remove': ['maintenance-user-edit-id', 'maintenance-user-detail-id'],
  'POST /users/retry': ['maintenance-user-reapply-id'],
  'POST /users/delete': ['maintenance-user-apply-detail-id'],
  'POST /users/remand': [USER_APPROVAL],
  'POST /users/reject': [USER_APPROVAL],
  'POST /users/accept': [USER_APPROVAL],
  // organisations, clients (api/src/routes/organizations, api/src/routes/suppliers)
  'GET /organizations/internal/departments': LOOKUP_USERS,
  'GET /organizations/internal': [ORG_LIST],
  'GET /organizations/internal/:id': [ORG_EDIT],
  'POST /organizations/internal': [ORG_REGISTER],
  'PUT /organizations/internal': [ORG_EDIT],
  'DELETE /organizations/internal': [ORG_EDIT, ORG_LIST],
  // The user form picks the office from this list too.
  'GET /organizations/office': [
    OFFICE_LIST,
    'maintenance-user-registration',
    'maintenance-user-edit-id',
    'maintenance-user-reapply-id',
  ],
  'GET /organizations/office/:id': [OFFICE_EDIT],
  'POST /organizations/office': [OFFICE_REGISTER],
  'PUT /organizations/office': [OFFICE_EDIT],
  // Deleting an office or a company is organisation master work (MST_ORGANIZATION), not survey target editing.
  'DELETE /organizations/office': [OFFICE_REGISTER],
  'GET /organizations/corporation': [CORP_LIST],
  'GET /organizations/corporation/:id': [CORP_EDIT],
  'POST /organizations/corporation': [CORP_REGISTER],
  'PUT /organizations/corporation': [CORP_EDIT],
  'DELETE /organizations/corporation': [CORP_REGISTER],
  // Each upload kind (internal units, offices, companies) is checked again against its registration page.
  'POST /organizations/upload/csv': [ORG_REGISTER, OFFICE_REGISTER, CORP_REGISTER],
  // Each export kind is checked again against its own list by the route.
  'GET /organizations/info/export': [ORG_LIST, OFFICE_LIST, CORP_LIST],
  'GET /suppliers': [CLIENT_LIST],
  'GET /suppliers/export/': [CLIENT_LIST],
  'POST /suppliers/upload': [CLIENT_LIST],
  // surveys, vehicles: add '/survey_result…', '/cars…' lines here.
  'GET /cars': ['vehicle-vehicle-upload'],
  'GET /cars/export': ['vehicle-vehicle-upload'],
  'POST /cars/upload': ['vehicle-vehicle-upload'],
  'GET /survey_result': ['maintenance-sustainability-survey-upload'],
  'GET /survey_result/export': ['maintenance-sustainability-survey-upload'],
  'GET /organizations/survey_target': ['maintenance-sustainability-survey-list'],
  'GET /organizations/survey_target/export': ['maintenance-sustainability-survey-list'],
  'POST /organizations/survey_target/export_jobs': ['maintenance-sustainability-survey-list'],
  // Export tokens: the handler hands a file only to the user who started its export.
  'GET /exports/:token': SIGNED_IN,
  'GET /reports/survey_coverage': ['report-menu'],
  'POST /survey_result/upload': ['maintenance-sustainability-survey-upload'],
};

export const apiAccessKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/** The declared access of an endpoint, or undefined when it has none (then it is denied). */
export const apiAccessOf = (method: string, path: string): ApiAccess | undefined =>
  API_ACCESS[apiAccessKey(method === 'HEAD' ? 'GET' : method, path)];

/** Whether a signed-in caller with these roles may call the endpoint; an undeclared endpoint is denied. */
export function canCallApi(method: string, path: string, roles: readonly string[]): boolean {
  const access = apiAccessOf(method, path);
  if (access === undefined) return false;
  if (access === SIGNED_IN) return true;
  return access.some((routeKey) => canAccess(routeKey, roles));
}

/** The page whose holders may edit (and so read the history of) each audit entity (DESIGN.md §7). */
const AUDIT_EDIT_ROUTE: Readonly<Record<string, string>> = {
  internal_unit: 'maintenance-organization-edit-id',
  office: 'maintenance-organization-office-edit-id',
  corporation: 'maintenance-organization-consolidated-edit-id',
  supplier: 'maintenance-client-list',
  vehicle: 'vehicle-vehicle-upload',
  survey_result: 'maintenance-sustainability-survey-upload',
  survey_year: 'maintenance-survey-year-management',
  authority_group: 'maintenance-authority-edit-id',
  user: 'maintenance-user-edit-id',
  user_application: 'maintenance-user-edit-id',
};
export const AUDIT_LOG_ROUTE = 'maintenance-audit-log';

/**
 * Whether a caller may read audit events: a holder of 変更履歴閲覧 all of them; anyone else one record's events
 * (entity and key given) when they may edit that record.
 */
export function auditReadableBy(
  roles: readonly string[],
  filter: { entity?: string | undefined; entityKey?: string | undefined },
): boolean {
  if (canAccess(AUDIT_LOG_ROUTE, roles)) return true;
  // The entity is the caller's word: own keys only (`constructor` is no entity).
  const route =
    filter.entity && Object.hasOwn(AUDIT_EDIT_ROUTE, filter.entity)
      ? AUDIT_EDIT_ROUTE[filter.entity]
      : undefined;
  return Boolean(route && filter.entityKey && canAccess(route, roles));
}

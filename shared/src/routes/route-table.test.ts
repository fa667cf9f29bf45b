import { ROUTES } from './route-table';
import { ACCESS_RULES, canAccess, menuStateOf } from './access';
import { buildPath, matchRoute } from './match-route';
import { ROLES } from './roles';

// Spec §2, row by row, and the pages DESIGN §7 adds: route name → path.
const SPEC_ROUTES: [string, string][] = [
  ['index', '/'],
  ['login', '/login'],
  ['maintenance-menu', '/maintenance-menu'],
  ['report-menu', '/report-menu'],
  ['maintenance-authority-list', '/maintenance/authority-list'],
  ['maintenance-authority-registration', '/maintenance/authority-registration'],
  ['maintenance-authority-edit-id', '/maintenance/authority-edit-{id}'],
  ['maintenance-client-list', '/maintenance/client-list'],
  ['maintenance-organization-list', '/maintenance/organization-list'],
  ['maintenance-organization-registration', '/maintenance/organization-registration'],
  ['maintenance-organization-edit-id', '/maintenance/organization-edit-{id}'],
  ['maintenance-organization-office-registration', '/maintenance/organization-office-registration'],
  ['maintenance-organization-office-edit-id', '/maintenance/organization-office-edit-{id}'],
  [
    'maintenance-organization-consolidated-registration',
    '/maintenance/organization-consolidated-registration',
  ],
  ['maintenance-organization-consolidated-edit-id', '/maintenance/organization-consolidated-edit-{id}'],
  ['maintenance-sustainability-survey-list', '/maintenance/sustainability-survey-list'],
  ['maintenance-survey-year-management', '/maintenance/survey-year-management'], // DESIGN §7
  ['maintenance-sustainability-survey-upload', '/maintenance/sustainability-survey-upload'],
  ['maintenance-user-list', '/maintenance/user-list'],
  ['maintenance-user-registration', '/maintenance/user-registration'],
  ['maintenance-user-edit-id', '/maintenance/user-edit-{id}'],
  ['maintenance-user-detail-id', '/maintenance/user-detail-{id}'],
  ['maintenance-user-apply-detail-id', '/maintenance/user-apply-detail-{id}'],
  ['maintenance-user-pending-detail-id', '/maintenance/user-pending-detail-{id}'],
  ['maintenance-user-reapply-id', '/maintenance/user-reapply-{id}'],
  ['maintenance-audit-log', '/maintenance/audit-log'], // DESIGN §7
  ['maintenance-assurance', '/maintenance/assurance'], // DESIGN §8 検証資料
  ['vehicle-vehicle-upload', '/vehicle/vehicle-upload'],
];

const ORG = ['MST_ORGANIZATION'];
const ORG_TARGET = ['MST_ORGANIZATION', 'MST_SURVEY_TARGET_EDITOR'];
const USER_EDIT = ['MST_USER_EDITOR', 'MST_USER_AUTHORITY'];
// Spec §6, row by row, and DESIGN §7's and §8's pages: route key → roles allowed.
const SPEC_RULES: [string, string[]][] = [
  ['report-menu', ['DASHBOARD_VIEWER', 'VEHICLE_MANAGEMENT_VIEWER', 'VEHICLE_MANAGEMENT_EDITOR']],
  ['maintenance-menu', ROLES.filter((r) => r.startsWith('MST_'))],
  ['maintenance-organization-list', ORG],
  ['maintenance-organization-registration', ORG],
  ['maintenance-organization-edit-id', ORG],
  ['maintenance-organization-detail', ORG],
  ['maintenance-organization-office-registration', ORG],
  ['maintenance-organization-consolidated-registration', ORG],
  ['maintenance-organization-list-office', ORG_TARGET],
  ['maintenance-organization-list-consolidated', ORG_TARGET],
  ['maintenance-organization-office-edit-id', ORG_TARGET],
  ['maintenance-organization-consolidated-edit-id', ORG_TARGET],
  ['maintenance-sustainability-survey-list', ['MST_SURVEY_TARGET_EDITOR']],
  ['maintenance-sustainability-survey-upload', ['MST_SURVEY_RESULT_EDITOR']],
  ['maintenance-survey-year-management', ['MST_SURVEY_YEAR']],
  ['maintenance-client-list', ['MST_SUPPLIER']],
  ['maintenance-user-list', ['MST_USER_VIEWER', 'MST_USER_EDITOR', 'MST_USER_AUTHORITY']],
  ['maintenance-user-list-application', USER_EDIT],
  ['maintenance-user-registration', USER_EDIT],
  ['maintenance-user-edit-id', USER_EDIT],
  ['maintenance-user-detail-id', USER_EDIT],
  ['maintenance-user-reapply-id', USER_EDIT],
  ['maintenance-user-apply-detail-id', USER_EDIT],
  ['maintenance-user-list-approval', ['MST_USER_AUTHORITY']],
  ['maintenance-user-pending-detail-id', ['MST_USER_AUTHORITY']],
  ['maintenance-authority-list', ['MST_AUTHORITY']],
  ['maintenance-authority-registration', ['MST_AUTHORITY']],
  ['maintenance-authority-edit-id', ['MST_AUTHORITY']],
  ['maintenance-audit-log', ['MST_AUDIT_LOG', 'MST_ASSURANCE_VIEWER']],
  ['maintenance-assurance', ['MST_ASSURANCE_VIEWER']],
  ['vehicle-vehicle-upload', ['VEHICLE_MANAGEMENT_EDITOR']],
];

describe('route table', () => {
  it('has exactly the routes of spec §2 and DESIGN §7 with their paths', () => {
    expect(ROUTES.map((route) => [route.name, route.path])).toEqual(SPEC_ROUTES);
  });

  it.each(SPEC_RULES)('%s allows exactly its roles', (key, roles) => {
    expect([...(ACCESS_RULES[key] ?? [])].sort()).toEqual([...roles].sort());
    for (const role of ROLES) expect(canAccess(key, [role])).toBe(roles.includes(role));
  });

  it('has no rule that the spec does not name', () => {
    expect(Object.keys(ACCESS_RULES).sort()).toEqual(SPEC_RULES.map(([key]) => key).sort());
  });

  it('needs no access check for login and index, and denies a key with no rule', () => {
    expect(canAccess('login', [])).toBe(true);
    expect(canAccess('index', [])).toBe(true);
    expect(canAccess('maintenance-unknown', [...ROLES])).toBe(false);
  });

  it('matches paths with parameters and tabs', () => {
    const edit = matchRoute('/maintenance/authority-edit-SUS_ADMIN');
    expect(edit?.route.name).toBe('maintenance-authority-edit-id');
    expect(edit?.params).toEqual({ id: 'SUS_ADMIN' });
    expect(matchRoute('/maintenance/organization-list', '?tab=office')?.routeKey).toBe(
      'maintenance-organization-list-office',
    );
    expect(matchRoute('/maintenance/user-list', '?tab=nonsense')?.routeKey).toBe('maintenance-user-list');
    expect(matchRoute('/maintenance/nowhere')).toBeUndefined();
    expect(matchRoute('/maintenance/organization-detail')).toBeUndefined();
  });

  it('builds paths that match back', () => {
    const path = buildPath('maintenance-user-detail-id', { id: 42 });
    expect(path).toBe('/maintenance/user-detail-42');
    expect(matchRoute(path)?.params.id).toBe('42');
    expect(buildPath('maintenance-user-list', {}, { tab: 'approval', page: undefined })).toBe(
      '/maintenance/user-list?tab=approval',
    );
  });

  it('gives the report menu the first menu state and every other page the second', () => {
    expect(menuStateOf('report-menu')).toBe('first');
    expect(menuStateOf('maintenance-user-list')).toBe('second');
  });
});

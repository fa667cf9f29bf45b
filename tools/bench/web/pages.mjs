// The pages the web benchmark loads, when each counts as usable, and the targets of issue #19.
// The lists' rows (the shared list table), and the upload page's history table (antd's).
const rows = { selector: 'tbody tr.sdp-table-row, .ant-table-tbody tr.ant-table-row', min: 20 };

export const LOGIN = {
  name: '/login',
  path: '/login',
  signedIn: false,
  ready: { text: 'admin@example.com' },
};
export const MENU = {
  name: '/maintenance-menu',
  path: '/maintenance-menu',
  signedIn: true,
  ready: { selector: '.sdp-menu-card', min: 3 },
};
/** The first list page of each remote, 20 rows from the API over the volume seed. */
export const LISTS = [
  { name: 'authority list', remote: 'remote_authority', path: '/maintenance/authority-list', ready: rows },
  { name: 'user list', remote: 'remote_users', path: '/maintenance/user-list', ready: rows },
  {
    name: 'organization list',
    remote: 'remote_organizations',
    path: '/maintenance/organization-list',
    ready: rows,
  },
  {
    name: 'survey list',
    remote: 'remote_surveys',
    path: '/maintenance/sustainability-survey-list',
    ready: rows,
  },
  { name: 'vehicle upload', remote: 'remote_vehicles', path: '/vehicle/vehicle-upload', ready: rows },
].map((page) => ({ ...page, signedIn: true }));

/**
 * Every list page of issue #26's targets, with the API path of the request that brings its rows (the floor asks the
 * same URL the product's page asked). `min`: rows the volume seed gives its first page. The approvals tab is left
 * out: the volume seed has no application the admin may decide (an empty list has no rows to wait for).
 */
const list = (name, path, api, min = 20) => ({
  name,
  path,
  api,
  signedIn: true,
  ready: { selector: rows.selector, min },
});
export const ROW_LISTS = [
  list('users', '/maintenance/user-list', '/api/v1/users?'),
  list('applications', '/maintenance/user-list?tab=application', '/api/v1/users/applying?'),
  list('authority', '/maintenance/authority-list', '/api/v1/authority/groups?'),
  list('internal units', '/maintenance/organization-list', '/api/v1/organizations/internal?'),
  list('offices', '/maintenance/organization-list?tab=office', '/api/v1/organizations/office?'),
  list(
    'related companies',
    '/maintenance/organization-list?tab=consolidated',
    '/api/v1/organizations/corporation?',
  ),
  list('clients', '/maintenance/client-list', '/api/v1/suppliers?'),
  list('survey targets', '/maintenance/sustainability-survey-list', '/api/v1/organizations/survey_target?'),
  // The bench's own authority groups are the trail's events (13): one page, no paging.
  list('audit log', '/maintenance/audit-log', '/api/v1/audit_events?', 10),
];

/** Start on the first list, visit every other remote once, then each again. */
export const SWITCHES = [
  ...LISTS.slice(1).map((page) => ({ page, visit: 'first' })),
  ...LISTS.map((page) => ({ page, visit: 'repeat' })),
];

/** Sign-in from the login page's account picker to the home menu of that account (admin: the report menu). */
export const SIGN_IN = {
  name: 'sign-in → /report-menu',
  account: 'admin@example.com',
  path: '/report-menu',
  ready: { selector: '.sdp-menu-card', min: 1 },
};

export const TARGETS = {
  loginJsGzipKb: 200,
  listJsGzipKb: 400,
  federatedOverSingle: 1.1,
  switchRepeatMs: 150,
  switchFirstMs: 300,
  feedbackMs: 100,
  inpMs: 100,
  buildSeconds: 60,
  // Issue #26: time to rows against the floor page of the same run.
  coldOverFloor: 2,
  repeatOverFloor: 1.5,
  pageOverFloor: 1.5,
};

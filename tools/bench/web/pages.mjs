// The pages the web benchmark loads, when each counts as usable, and the targets of issue #19.
const rows = { selector: '.ant-table-tbody tr.ant-table-row', min: 20 };

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
};

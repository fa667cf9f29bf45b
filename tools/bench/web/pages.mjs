// The pages the web benchmark loads, when each counts as usable, and the targets of issue #8.
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
  ready: { selector: '.ant-card', min: 3 },
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

export const TARGETS = {
  loginJsGzipKb: 260,
  listJsGzipKb: 460,
  federatedOverSingle: 1.15,
  switchRepeatMs: 150,
  switchFirstMs: 400,
  buildSeconds: 60,
};

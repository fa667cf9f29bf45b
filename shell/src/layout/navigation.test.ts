import { activeTabOf, headerTabsFor, homePathFor } from './navigation';

const labels = (roles: string[]) => headerTabsFor(roles).map((tab) => tab.label);

describe('header tabs per role', () => {
  test('a dashboard viewer sees only 可視化', () => {
    expect(labels(['DASHBOARD_VIEWER'])).toEqual(['可視化']);
  });
  test('a master-data role sees only メンテナンス', () => {
    expect(labels(['MST_ORGANIZATION', 'MST_SUPPLIER'])).toEqual(['メンテナンス']);
  });
  test('a vehicle editor sees 可視化; an administrator sees both', () => {
    expect(labels(['VEHICLE_MANAGEMENT_VIEWER', 'VEHICLE_MANAGEMENT_EDITOR'])).toEqual(['可視化']);
    expect(labels(['DASHBOARD_VIEWER', 'MST_AUTHORITY'])).toEqual(['可視化', 'メンテナンス']);
  });
  test('no role, no tab', () => {
    expect(labels([])).toEqual([]);
  });
});

describe('logo target', () => {
  test('the report menu when allowed, otherwise the maintenance menu', () => {
    expect(homePathFor(['DASHBOARD_VIEWER'])).toBe('/report-menu');
    expect(homePathFor(['VEHICLE_MANAGEMENT_EDITOR', 'MST_USER_EDITOR'])).toBe('/report-menu');
    expect(homePathFor(['MST_USER_EDITOR'])).toBe('/maintenance-menu');
    expect(homePathFor([])).toBe('/maintenance-menu');
  });
});

test('the active tab is first on the report menu and second everywhere else', () => {
  expect(activeTabOf('report-menu')).toBe('first');
  expect(activeTabOf('vehicle-vehicle-upload')).toBe('second');
  expect(activeTabOf('maintenance-menu')).toBe('second');
  expect(activeTabOf('maintenance-user-list')).toBe('second');
  expect(activeTabOf(undefined)).toBe('second');
});

import { matchRoute } from '@sdp/shared';
import { decideAccess } from './access-decision';

const decide = (path: string, roles: string[] | null, signedIn = true) => {
  const url = new URL(path, 'http://localhost');
  return decideAccess(matchRoute(url.pathname, url.search), { signedIn, roles }).kind;
};

describe('decideAccess', () => {
  test('login and the index need no check, signed in or not', () => {
    expect(decide('/login', null, false)).toBe('allow');
    expect(decide('/', null, false)).toBe('allow');
    expect(decide('/', [], true)).toBe('allow');
  });

  test('a guarded page sends a signed-out visitor to sign in', () => {
    expect(decide('/maintenance/authority-list', null, false)).toBe('sign-in');
    expect(decide('/maintenance-menu', null, false)).toBe('sign-in');
  });

  test('a signed-in user is allowed or denied by the roles of the route key', () => {
    expect(decide('/maintenance/authority-list', ['MST_AUTHORITY'])).toBe('allow');
    expect(decide('/maintenance/authority-list', ['MST_USER_VIEWER'])).toBe('denied');
    expect(decide('/maintenance/authority-edit-G1', ['MST_AUTHORITY'])).toBe('allow');
    expect(decide('/vehicle/vehicle-upload', ['VEHICLE_MANAGEMENT_VIEWER'])).toBe('denied');
    expect(decide('/report-menu', ['DASHBOARD_VIEWER'])).toBe('allow');
    expect(decide('/report-menu', ['MST_ORGANIZATION'])).toBe('denied');
  });

  test('the tab query makes its own route key', () => {
    expect(decide('/maintenance/user-list?tab=approval', ['MST_USER_EDITOR'])).toBe('denied');
    expect(decide('/maintenance/user-list?tab=approval', ['MST_USER_AUTHORITY'])).toBe('allow');
    expect(decide('/maintenance/organization-list', ['MST_SURVEY_TARGET_EDITOR'])).toBe('denied');
    expect(decide('/maintenance/organization-list?tab=office', ['MST_SURVEY_TARGET_EDITOR'])).toBe('allow');
  });

  test('unknown paths are not found, whoever asks', () => {
    expect(decide('/no/such/page', ['MST_AUTHORITY'])).toBe('not-found');
    expect(decide('/no/such/page', null, false)).toBe('not-found');
    expect(decide('/maintenance/organization-detail', ['MST_ORGANIZATION'])).toBe('not-found');
  });

  test('waits for the roles before deciding', () => {
    expect(decide('/maintenance/authority-list', null)).toBe('pending');
  });
});

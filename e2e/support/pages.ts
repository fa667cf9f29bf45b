import { ROUTES } from '@sdp/shared/routes';

/** A record each parameterised page can open in the seed. */
const SAMPLE_IDS: Record<string, string> = {
  'maintenance-authority-edit-id': 'SUS_ADMIN',
  'maintenance-organization-edit-id': '1',
  'maintenance-organization-office-edit-id': '1',
  'maintenance-organization-consolidated-edit-id': '1',
  'maintenance-user-edit-id': 'U0000002',
  'maintenance-user-detail-id': 'U0000002',
  'maintenance-user-apply-detail-id': 'U0000061?apply=1',
  'maintenance-user-pending-detail-id': 'U0000061?apply=1',
  'maintenance-user-reapply-id': 'U0000062?apply=1',
};

/** Every page of the route table in its main state, each tab of a tabbed page on its own (not the login page). */
export const PAGES = ROUTES.filter((route) => route.name !== 'login' && route.name !== 'index').flatMap(
  (route) => {
    const path = route.path.replace('{id}', SAMPLE_IDS[route.name] ?? '');
    const tabs: readonly string[] = 'tabs' in route ? route.tabs : [];
    const join = (tab: string) => `${path}${path.includes('?') ? '&' : '?'}tab=${tab}`;
    return [path, ...tabs.map(join)];
  },
);

import type { Role } from '@sdp/shared';
import { signInAs as signInWith } from '@sdp/mocks/testing/render-page';

export { currentLocation, findDialog, renderPage } from '@sdp/mocks/testing/render-page';

const ROLES_OF: Record<string, Role[]> = {
  'admin@example.com': ['MST_ORGANIZATION', 'MST_SUPPLIER', 'MST_SURVEY_TARGET_EDITOR'],
  'org@example.com': ['MST_ORGANIZATION', 'MST_SUPPLIER'],
  'business@example.com': ['DASHBOARD_VIEWER', 'MST_SURVEY_TARGET_EDITOR', 'MST_SURVEY_RESULT_EDITOR'],
};

/** Signs in as a seeded account of the mock store (DESIGN.md §6), with the roles the shell would have stored. */
export const signInAs = (email = 'org@example.com'): void => signInWith(email, ROLES_OF[email] ?? []);

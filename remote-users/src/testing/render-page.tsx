import type { Role } from '@sdp/shared';
import { signInAs as signInWith } from '@sdp/mocks/testing/render-page';

export { renderPage } from '@sdp/mocks/testing/render-page';

const ROLES_OF: Record<string, Role[]> = {
  'admin@example.com': [
    'MST_USER_VIEWER',
    'MST_USER_EDITOR',
    'MST_USER_AUTHORITY',
    'MST_AUTHORITY',
    'MST_ORGANIZATION',
  ],
  'editor@example.com': ['MST_USER_VIEWER', 'MST_USER_EDITOR'],
  'approver@example.com': ['MST_USER_VIEWER', 'MST_USER_AUTHORITY'],
};

/** Signs in as a seeded account of the mock store (DESIGN.md §6) with the roles the shell would load. */
export const signInAs = (
  email = 'editor@example.com',
  roles: readonly Role[] = ROLES_OF[email] ?? [],
): void => signInWith(email, roles);

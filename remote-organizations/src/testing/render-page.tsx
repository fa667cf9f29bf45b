import { coreRolesOf } from '@sdp/shared/fixtures';
import { signInAs as signInWith } from '@sdp/mocks/testing/render-page';

export { currentLocation, findDialog, renderPage } from '@sdp/mocks/testing/render-page';

/** Signs in as a seeded account of the mock store (DESIGN.md §6), with the roles the shell would have stored. */
export const signInAs = (email = 'org@example.com'): void => signInWith(email, coreRolesOf(email));

import { signInAs as signInWith } from '@sdp/mocks/testing/render-page';

export { currentLocation, findDialog, findRow, renderPage } from '@sdp/mocks/testing/render-page';

/** Signs in as a seeded account of the mock store (DESIGN.md §6). */
export const signInAs = (email = 'admin@example.com'): void => signInWith(email);

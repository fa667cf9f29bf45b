import { waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
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

/** Signs in as a seeded account (DESIGN.md §6) with the roles the shell would load. */
export const signInAs = (
  email = 'editor@example.com',
  roles: readonly Role[] = ROLES_OF[email] ?? [],
): void => signInWith(email, roles);

/*
 * jsdom computes an element's style by matching every rule of antd's style sheets (about 1,500): a third of a second
 * per element on a busy machine. user-event's pointer-events check does that for every ancestor of every element it
 * touches, and a role query with a name for every candidate's descendants; these helpers avoid both.
 */

/** user-event as a person types and clicks, without the pointer-events check of every ancestor's style. */
export const setupUser = (): UserEvent =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The buttons in `container` whose label shows `text` (found by their text, not by a role query). */
export function buttonsShowing(
  text: string | RegExp,
  container: HTMLElement = document.body,
): HTMLButtonElement[] {
  const buttons = within(container)
    .queryAllByText(text)
    .map((label) => label.closest('button'))
    .filter((button): button is HTMLButtonElement => button !== null);
  return [...new Set(buttons)];
}

/** The one button in `container` whose label shows `text`. */
export function buttonShowing(
  text: string | RegExp,
  container: HTMLElement = document.body,
): HTMLButtonElement {
  const found = buttonsShowing(text, container);
  if (found.length !== 1)
    throw new Error(`expected one button showing ${String(text)}, found ${found.length}`);
  return found[0]!;
}

/** Waits for the one button in `container` whose label shows `text` (it may depend on data still loading). */
export const findButtonShowing = (
  text: string | RegExp,
  container: HTMLElement = document.body,
): Promise<HTMLButtonElement> => waitFor(() => buttonShowing(text, container));

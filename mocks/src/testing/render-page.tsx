import { configure, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, useLocation } from '@sdp/shared/router';
import { createMemoryRouter } from '@sdp/shared/router/testing';
import { RouteParamsContext, useSessionStore, type Role } from '@sdp/shared';
import { AppProviders } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { tokenFor } from '../node';

// antd pages are heavy for jsdom and the machine is shared: give async queries room.
configure({ asyncUtilTimeout: 15_000 });

/** Shows the router's current URL, so a test can see where a page navigated or what it put in the query. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a remote's page the way the shell does: app providers, antd's App context, a data router (pages may
 * block a navigation), path parameters. `router` is returned so a test can navigate as a link or Back would.
 */
export function renderPage(
  page: ReactNode,
  { path = '/', params = {} }: { path?: string; params?: Record<string, string> } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RouteParamsContext value={params}>
            {page}
            <LocationProbe />
          </RouteParamsContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return {
    ...render(
      <AppProviders>
        <App>
          <RouterProvider router={router} />
        </App>
      </AppProviders>,
    ),
    router,
  };
}

/**
 * Signs in as a seeded account (DESIGN.md §6) with a token of the mock API's development identity provider. With `roles`, also stores the roles the shell would
 * have loaded from /authority/all (pages that show parts per role read them).
 */
export function signInAs(email: string, roles?: readonly Role[] | readonly string[]): void {
  const session = useSessionStore.getState();
  session.signIn({ token: tokenFor(email), email, providerId: 'dev' });
  // The data scope stays unknown (no label): a page test of the scope loads it with loadAuthority().
  if (roles) session.setAuthority({ roles: [...roles], userName: email, dataScope: null });
}

/** The table row that shows `text` (role queries over a whole antd page are too slow for jsdom). */
export async function findRow(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, { selector: 'td' });
  return cell.closest('tr') as HTMLElement;
}

/** The open confirmation dialog, found by a text it shows. */
export async function findDialog(text: string) {
  const content = await screen.findByText(text);
  return within(content.closest('.ant-modal') as HTMLElement);
}

export const currentLocation = (): string | null => screen.getByTestId('location').textContent;

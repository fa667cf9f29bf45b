import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@sdp/shared/router';
import { RouteParamsContext, useSessionStore } from '@sdp/shared';
import { AppProviders } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { issueMockToken } from '@sdp/mocks';

/** Shows the router's current URL, so a test can see where a page navigated or what it put in the query. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page the way the shell does: app providers, router, and the route's path parameters. */
export function renderPage(
  page: ReactNode,
  { path = '/', params = {} }: { path?: string; params?: Record<string, string> } = {},
) {
  return render(
    <AppProviders>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <RouteParamsContext value={params}>
            {page}
            <LocationProbe />
          </RouteParamsContext>
        </MemoryRouter>
      </App>
    </AppProviders>,
  );
}

const ROLES_OF: Record<string, string[]> = {
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
export function signInAs(email = 'editor@example.com', roles = ROLES_OF[email] ?? []): void {
  const session = useSessionStore.getState();
  session.signIn({ token: issueMockToken(email), email, providerId: 'dev' });
  session.setAuthority({ roles, userName: email });
}

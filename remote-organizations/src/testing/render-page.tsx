import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@sdp/shared/router';
import { RouteParamsContext, useSessionStore, type Role } from '@sdp/shared';
import { AppProviders } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { issueMockToken } from '@sdp/mocks';

// The machine is shared and antd tables are heavy in jsdom: give lists time to arrive.
configure({ asyncUtilTimeout: 15_000 });

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

const ROLES_OF: Record<string, Role[]> = {
  'admin@example.com': ['MST_ORGANIZATION', 'MST_SUPPLIER', 'MST_SURVEY_TARGET_EDITOR'],
  'org@example.com': ['MST_ORGANIZATION', 'MST_SUPPLIER'],
  'business@example.com': ['DASHBOARD_VIEWER', 'MST_SURVEY_TARGET_EDITOR', 'MST_SURVEY_RESULT_EDITOR'],
};

/** Signs in as a seeded account of the mock store (DESIGN.md §6), with the roles the shell would have stored. */
export function signInAs(email = 'org@example.com'): void {
  const session = useSessionStore.getState();
  session.signIn({ token: issueMockToken(email), email, providerId: 'dev' });
  session.setAuthority({ roles: ROLES_OF[email] ?? [], userName: email });
}

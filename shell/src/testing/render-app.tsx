import { configure, render } from '@testing-library/react';
import { RouterProvider, useLocation } from '@sdp/shared/router';
import { createMemoryRouter } from '@sdp/shared/router/testing';
import { queryClient, useSessionStore } from '@sdp/shared';
import { AppProviders } from '@sdp/shared/ui';
import { AppErrorBoundary } from '../errors/app-error-boundary';
import { useFatalErrorStore } from '../errors/fatal-error-store';
import { RouteView } from '../routing/route-view';

// antd pages under jsdom on a shared 2-core machine can take longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

/** Shows where the router is, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export interface SessionSetup {
  email?: string;
  roles?: string[] | null;
}

/** Puts a signed-in session (or none) into the store. */
export function setSession(session: SessionSetup | null): void {
  if (!session) {
    useSessionStore.getState().clear();
    return;
  }
  useSessionStore.setState({
    token: 'test-token',
    email: session.email ?? 'admin@example.com',
    providerId: 'dev',
    tokenIssuedAt: Date.now(),
    roles: session.roles === undefined ? [] : session.roles,
    userName: 'テスト ユーザー',
  });
}

/** Renders the shell's router at `path`, with the given session. */
export function renderApp(
  path: string | { pathname: string; search?: string; state?: unknown },
  session: SessionSetup | null = null,
) {
  setSession(session);
  useFatalErrorStore.getState().clear();
  queryClient.clear();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <LocationProbe />
            <AppErrorBoundary>
              <RouteView />
            </AppErrorBoundary>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const rendered = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...rendered, router };
}

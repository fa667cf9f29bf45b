import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from '@sdp/shared/router';
import { AppProviders, DevSignInBanner } from '@sdp/shared/ui';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { IdlePrefetch } from './remotes/idle-prefetch';
import { preloadRoutePage } from './remotes/route-preload';
import { followNavigations } from './routing/navigation-start';
import { RouteView } from './routing/route-view';
import { SessionEffects } from './session/session-effects';

/**
 * One catch-all route: the shell matches the URL against the shared route table itself (RouteView). It is a data
 * router so that pages, the remotes' included, can hold a navigation while a changed form asks first (useBlocker).
 */
const SHELL_ROUTES: RouteObject[] = [
  {
    path: '*',
    element: (
      <>
        <SessionEffects />
        <IdlePrefetch />
        <AppErrorBoundary>
          <RouteView />
        </AppErrorBoundary>
      </>
    ),
  },
];

export function App() {
  // Created on first render, not at import: the router reads the address when it is made.
  const [router] = useState(() => {
    const created = createBrowserRouter(SHELL_ROUTES);
    // Paging, a search or a link starts the next page's first data on the click, not after React has rendered it.
    followNavigations(created, preloadRoutePage);
    return created;
  });
  return (
    <AppProviders>
      <DevSignInBanner />
      <RouterProvider router={router} />
    </AppProviders>
  );
}

import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@sdp/shared/router';
import {
  createDevAuthProvider,
  registerAuthProvider,
  getSession,
  setRuntimeConfig,
  setUnauthorizedHandler,
  type RemoteName,
  type RouteName,
} from '@sdp/shared';
import { AppProviders } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { resetMockDatabase, startMockWorker } from '../browser';
import { StandaloneApp } from './standalone-app';
import type { PageLoader } from './page-outlet';

export interface MountStandaloneOptions {
  remote: RemoteName;
  /** The remote's pages by route name, loaded on first visit. */
  pages: Partial<Record<RouteName, PageLoader>>;
  /** Element to render into; `#root` by default. */
  container?: HTMLElement;
}

/** 「データを初期化」: every tab of the harness starts again on the demo data, signed out. */
function resetAndSignOut(): void {
  getSession().clear();
  resetMockDatabase();
  window.location.assign('/');
}

/** Runs one remote alone against the mock API (ARCHITECTURE.md "Mock mode"). */
export async function mountStandalone({ remote, pages, container }: MountStandaloneOptions): Promise<void> {
  setRuntimeConfig({ mock: true, apiBaseUrl: '', auth: { providers: ['dev'], devIdpUrl: '/dev-idp' } });
  // Registered before render so a persisted session's token can be renewed after a reload.
  registerAuthProvider(createDevAuthProvider('/dev-idp'));
  // A 401 has already cleared the session; the bar then offers the accounts again.
  setUnauthorizedHandler(() => undefined);
  await startMockWorker();
  const root = container ?? document.getElementById('root');
  if (!root) throw new Error('mountStandalone: no #root element');
  // A data router like the shell's, so pages that guard a changed form (useBlocker) run here as they do there.
  const router = createBrowserRouter([
    { path: '*', element: <StandaloneApp remote={remote} pages={pages} onReset={resetAndSignOut} /> },
  ]);
  createRoot(root).render(
    <AppProviders>
      <App>
        <RouterProvider router={router} />
      </App>
    </AppProviders>,
  );
}

export { StandaloneApp } from './standalone-app';
export type { PageLoader } from './page-outlet';

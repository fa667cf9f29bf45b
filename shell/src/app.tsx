import { BrowserRouter, Route, Routes } from '@sdp/shared/router';
import { AppProviders, DevSignInBanner } from '@sdp/shared/ui';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { IdlePrefetch } from './remotes/idle-prefetch';
import { RouteView } from './routing/route-view';
import { SessionEffects } from './session/session-effects';

export function App() {
  return (
    <AppProviders>
      <DevSignInBanner />
      <BrowserRouter>
        <SessionEffects />
        <IdlePrefetch />
        <AppErrorBoundary>
          <Routes>
            <Route path="*" element={<RouteView />} />
          </Routes>
        </AppErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}

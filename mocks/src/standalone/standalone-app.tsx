import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from '@sdp/shared/router';
import { ROUTES, useSessionStore, type PageRoute, type RemoteName } from '@sdp/shared';
import { DevSignInBanner, Spin } from '@sdp/shared/ui';
import { AccountBar } from './account-bar';
import { loadAuthority } from './mock-sign-in';
import { PageOutlet, type PageLoaders } from './page-outlet';

export interface StandaloneAppProps {
  remote: RemoteName;
  pages: PageLoaders;
  onReset?: () => void;
}

/** One remote's pages with a role picker, inside whatever router the caller provides. */
export function StandaloneApp({ remote, pages, onReset }: StandaloneAppProps) {
  const location = useLocation();
  const links = useMemo(
    () =>
      (ROUTES as readonly PageRoute[]).filter(
        (route) => route.owner === remote && !route.path.includes('{') && pages[route.name],
      ),
    [remote, pages],
  );
  const [ready, setReady] = useState(() => useSessionStore.getState().token === null);

  // After a reload the persisted session's roles are read again (from the page's own database).
  useEffect(() => {
    if (ready) return;
    loadAuthority()
      .catch(() => useSessionStore.getState().clear())
      .finally(() => setReady(true));
  }, [ready]);

  if (location.pathname === '/' && links[0]) return <Navigate to={links[0].path} replace />;
  return (
    <>
      <DevSignInBanner />
      <AccountBar remote={remote} links={links} onReset={onReset} />
      <main style={{ padding: 24, maxWidth: 1440, margin: '0 auto' }}>
        {ready ? (
          <PageOutlet remote={remote} pages={pages} />
        ) : (
          <Spin style={{ display: 'block', margin: 48 }} />
        )}
      </main>
    </>
  );
}

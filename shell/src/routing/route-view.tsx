import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from '@sdp/shared/router';
import { matchRoute, RouteParamsContext, useIsSignedIn, useSessionStore, type RouteMatch } from '@sdp/shared';
import { AppLayout } from '../layout/app-layout';
import { loadKeptPages, PageFeedback } from '../layout/page-feedback';
import { AccessDeniedView, NotFoundView } from '../pages/status-pages';
import { RemotePage } from '../remotes/remote-page';
import { preloadRoutePage } from '../remotes/route-preload';
import type { LoginLocationState } from '../session/login-state';
import { decideAccess } from './access-decision';
import { IndexRedirect } from './index-redirect';
import { PageSkeleton } from './page-skeleton';
import { SHELL_PAGES } from './shell-pages';

const KeptPages = lazy(loadKeptPages);

function Page({ match }: { match: RouteMatch }) {
  const { route } = match;
  if (route.name === 'index') return <IndexRedirect />;
  if (route.owner === 'shell') {
    const ShellPage = SHELL_PAGES[route.name];
    return ShellPage ? <ShellPage /> : <NotFoundView path={route.path} />;
  }
  if (!route.module) return <NotFoundView path={route.path} />;
  // Keyed by route so leaving a failed remote page starts the next one clean.
  return <RemotePage key={route.name} remote={route.owner} module={route.module} title={route.title} />;
}

/** The page of a route match (a stable function: kept pages compare it between renders). */
const renderPage = (match: RouteMatch) => <Page match={match} />;

/** The one catch-all route: the URL is matched against the shared route table, then guarded. */
export function RouteView() {
  const { pathname, search } = useLocation();
  const match = useMemo(() => matchRoute(pathname, search), [pathname, search]);
  const signedIn = useIsSignedIn();
  const roles = useSessionStore((state) => state.roles);
  const decision = decideAccess(match, { signedIn, roles });
  const allowed = decision.kind === 'allow' ? match?.route : undefined;
  // The router started this address's code and first data when it moved (app.tsx); this covers the address the
  // session became able to open after that (signed in, roles arrived). What is loading or fresh is not asked again.
  useEffect(() => {
    if (allowed) preloadRoutePage(pathname, search);
  }, [allowed, pathname, search]);

  if (decision.kind === 'sign-in') {
    const state: LoginLocationState = { from: `${pathname}${search}` };
    return <Navigate to="/login" replace state={state} />;
  }

  // The skeleton names the page being opened (the index only redirects: no title of its own).
  const title = match && match.route.name !== 'index' ? match.route.title : undefined;
  let content;
  if (decision.kind === 'not-found' || !match) content = <NotFoundView path={pathname} />;
  else if (decision.kind === 'denied') content = <AccessDeniedView />;
  else if (decision.kind === 'pending') content = <PageSkeleton title={title} />;
  else {
    content = (
      <RouteParamsContext.Provider value={match.params}>
        {/* One boundary per page: a new one shows its skeleton at once, where the router's transition would keep
            the previous page on screen until the next one has loaded. */}
        <Suspense key={match.route.name} fallback={<PageSkeleton title={title} />}>
          {renderPage(match)}
        </Suspense>
      </RouteParamsContext.Provider>
    );
  }
  const routeName = match?.route.name;
  return (
    <AppLayout routeName={routeName}>
      {routeName === 'login' || routeName === 'index' ? (
        content
      ) : (
        <PageFeedback title={title}>
          {/* List pages visited last stay mounted, hidden: going back to one shows it at once (DESIGN §5). */}
          <KeptPages shown={allowed ? match : undefined} page={renderPage}>
            {content}
          </KeptPages>
        </PageFeedback>
      )}
    </AppLayout>
  );
}

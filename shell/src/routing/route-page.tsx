import type { RouteMatch } from '@sdp/shared';
import { NotFoundView } from '../pages/not-found-view';
import { RemotePage } from '../remotes/remote-page';
import { IndexRedirect } from './index-redirect';
import { SHELL_PAGES } from './shell-pages';

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
export const renderPage = (match: RouteMatch) => <Page match={match} />;

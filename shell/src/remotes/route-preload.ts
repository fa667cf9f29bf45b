import { canAccessPath, getSession, matchRoute } from '@sdp/shared';
import { startFirstData } from './first-data';
import { preloadRemotePage } from './remote-registry';

/**
 * Starts loading the code of the page in the address bar, when it is a remote's page this session may open, before
 * React renders anything: the remote's manifest, entry and page chunks then download beside the shell's own start-up,
 * and the page's first queries start as soon as the remote's small first-data module is in.
 */
export function preloadRoutePage(pathname: string, search: string): void {
  const match = matchRoute(pathname, search);
  const route = match?.route;
  const { token, roles } = getSession();
  if (!match || !route?.module || route.owner === 'shell' || !token || !roles) return;
  if (!canAccessPath(pathname, search, roles)) return;
  preloadRemotePage(route.owner, route.module);
  startFirstData(route, match.params, search);
}

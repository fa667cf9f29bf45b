import { canAccessPath, getSession, matchRoute } from '@sdp/shared';
import { preloadRemotePage } from './remote-registry';

/**
 * Starts loading the code of the page in the address bar, when it is a remote's page this session may open, before
 * React renders anything: the remote's manifest, entry and page chunks then download beside the shell's own start-up.
 */
export function preloadRoutePage(pathname: string, search: string): void {
  const route = matchRoute(pathname, search)?.route;
  const { token, roles } = getSession();
  if (!route?.module || route.owner === 'shell' || !token || !roles) return;
  if (canAccessPath(pathname, search, roles)) preloadRemotePage(route.owner, route.module);
}

import { canAccessPath, isPublicRoute, matchRoute } from '@sdp/shared';

/** Router state handed to the login page. */
export interface LoginLocationState {
  /** Path and query the user wanted before being sent to sign in. */
  from?: string;
  /** A message to show, e.g. after the server refused the user. */
  notice?: string;
}

export const readLoginState = (state: unknown): LoginLocationState =>
  state && typeof state === 'object' ? (state as LoginLocationState) : {};

/** After sign-in: back to the wanted page when this user may open it, otherwise the index. */
export function pathAfterSignIn(from: string | undefined, roles: readonly string[]): string {
  if (!from) return '/';
  const url = new URL(from, 'http://localhost');
  const match = matchRoute(url.pathname, url.search);
  if (!match || isPublicRoute(match.route.name)) return '/';
  return canAccessPath(url.pathname, url.search, roles) ? `${url.pathname}${url.search}` : '/';
}

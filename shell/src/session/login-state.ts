import { canAccessPath, isPublicRoute, matchRoute } from '@sdp/shared';
import { homePathFor } from '../layout/navigation';

/** Router state handed to the login page. */
export interface LoginLocationState {
  /** Path and query the user wanted before being sent to sign in. */
  from?: string;
  /** A message to show, e.g. after the server refused the user. */
  notice?: string;
}

export const readLoginState = (state: unknown): LoginLocationState =>
  state && typeof state === 'object' ? (state as LoginLocationState) : {};

/**
 * After sign-in: back to the wanted page when this user may open it, otherwise straight to the user's home menu
 * (what the index would redirect to, without the extra hop through it).
 */
export function pathAfterSignIn(from: string | undefined, roles: readonly string[]): string {
  const home = homePathFor(roles);
  if (!from) return home;
  const url = new URL(from, 'http://localhost');
  const match = matchRoute(url.pathname, url.search);
  if (!match || isPublicRoute(match.route.name)) return home;
  return canAccessPath(url.pathname, url.search, roles) ? `${url.pathname}${url.search}` : home;
}

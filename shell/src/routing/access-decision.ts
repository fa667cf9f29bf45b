import { canAccess, isPublicRoute, type RouteMatch } from '@sdp/shared';

export type AccessDecision =
  { kind: 'allow' } | { kind: 'sign-in' } | { kind: 'pending' } | { kind: 'denied' } | { kind: 'not-found' };

/**
 * What the shell shows for a URL. Login and the index need no check; everything else needs a session and
 * a role the route key allows. `roles === null` means the authority data has not arrived yet.
 */
export function decideAccess(
  match: RouteMatch | undefined,
  session: { signedIn: boolean; roles: readonly string[] | null },
): AccessDecision {
  if (!match) return { kind: 'not-found' };
  if (isPublicRoute(match.route.name)) return { kind: 'allow' };
  if (!session.signedIn) return { kind: 'sign-in' };
  if (session.roles === null) return { kind: 'pending' };
  return canAccess(match.routeKey, session.roles) ? { kind: 'allow' } : { kind: 'denied' };
}

import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { apiAccessOf } from '@sdp/shared';
import { requireCsrf, requireRoles, requireSession, type MockSession } from './session';

export interface GuardedInfo<P extends PathParams> {
  request: Request;
  params: P;
  session: MockSession;
}

/**
 * Wraps a resolver with the server's checks, in its order: token (401), roles of the route key (403 E-403),
 * CSRF on non-GET (403 E-403-1). `routeKey` null: any signed-in user. Several keys: any of them.
 */
export function guarded<P extends PathParams = PathParams>(
  routeKey: string | readonly string[] | null,
  resolver: (info: GuardedInfo<P>) => Response | Promise<Response>,
): HttpResponseResolver<P, DefaultBodyType, undefined> {
  return async ({ request, params }) => {
    const session = requireSession(request);
    if (session instanceof Response) return session;
    const denied = routeKey === null ? null : requireRoles(session, routeKey);
    if (denied) return denied;
    const csrf = requireCsrf(request, session);
    if (csrf) return csrf;
    return resolver({ request, params, session });
  };
}

/**
 * The access the shared API_ACCESS table declares for `METHOD /path` (the server's own table), in the form
 * `guarded` takes: null for any signed-in user; no route keys (always 403) when the endpoint is undeclared.
 */
export function declaredAccess(method: string, path: string): readonly string[] | null {
  const access = apiAccessOf(method, path);
  if (access === undefined) return [];
  return access === 'signed-in' ? null : access;
}

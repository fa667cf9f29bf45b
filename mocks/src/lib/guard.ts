import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
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

import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@sdp/shared/contracts';
import { apiAccessOf, canCallApi } from '@sdp/shared/routes';
import type { Csrf } from '../auth/csrf';
import { AppError, forbidden } from '../errors';
import { authenticate, bearerOf, csrfSubject, type Authenticator } from '../pipeline/authenticate';
import { CSRF_HEADER } from '../pipeline/pipeline';
import { API_PREFIX } from '../transport/fastify-pipeline';
import type { ApiRoute } from '../types';

export { API_PREFIX, CSRF_HEADER };

export interface GuardOptions extends Authenticator {
  csrf: Csrf;
  /** Collects every guarded route (for tests and docs). */
  routes: ApiRoute[];
}

/**
 * Installed on the ROOT instance so no plugin can add an /api/v1 route around it.
 * Deny by default: every route under /api/v1 must be declared in API_ACCESS (start-up fails otherwise).
 * Each request: bearer token verified → active user found and bound to the identity → CSRF on non-GET → roles.
 */
export function installGuard(app: FastifyInstance, options: GuardOptions): void {
  app.decorateRequest('caller', undefined);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`) || route.config?.pipeline) return; // dev-idp, docs, pipeline
    const path = route.url.slice(API_PREFIX.length);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const access = apiAccessOf(method, path);
      if (!access)
        throw new Error(`No access rule for ${method} ${path}: add it to shared/src/routes/api-access.ts`);
      route.config = { ...route.config, access };
      if (method !== 'HEAD') options.routes.push({ method, path, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // no route matched: the not-found handler answers
    request.caller = await authenticate(
      app.db,
      options,
      bearerOf(request.headers.authorization),
      request.log,
    );
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const token = request.headers[CSRF_HEADER];
      if (
        !(await options.csrf.verify(
          typeof token === 'string' ? token : undefined,
          csrfSubject(request.caller),
        ))
      ) {
        throw new AppError(403, 'E-403-1', MESSAGES.csrf);
      }
    }
    const path = request.routeOptions.url?.slice(API_PREFIX.length) ?? '';
    if (!canCallApi(request.method, path, request.caller.roles)) throw forbidden();
  });
}

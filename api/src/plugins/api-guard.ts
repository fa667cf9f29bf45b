import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@sdp/shared/contracts';
import { apiAccessOf, canCallApi, isRole, type Role } from '@sdp/shared/routes';
import { TokenRejected, type TokenVerifier } from '../auth/token-verifier';
import type { CallerCache } from '../auth/caller-cache';
import type { Csrf } from '../auth/csrf';
import type { RevocationList } from '../auth/revocation';
import { AppError, forbidden, notRegistered, unauthenticated } from '../errors';
import type { ApiRoute, Caller } from '../types';

export const API_PREFIX = '/api/v1';
export const CSRF_HEADER = 'x-csrf-token';
const ACTIVE = 1;

export interface GuardOptions {
  verifyToken: TokenVerifier;
  csrf: Csrf;
  revoked: RevocationList;
  callers: CallerCache;
  /** Collects every guarded route (for tests and docs). */
  routes: ApiRoute[];
}

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

/** The CSRF token is bound to the user and the identity that signed in. */
export const csrfSubject = (caller: Caller): string =>
  `${caller.userId}|${caller.token.issuer}|${caller.token.subject}`;

/**
 * Installed on the ROOT instance so no plugin can add an /api/v1 route around it.
 * Deny by default: every route under /api/v1 must be declared in API_ACCESS (start-up fails otherwise).
 * Each request: bearer token verified → active user found and bound to the identity → CSRF on non-GET → roles.
 */
export function installGuard(app: FastifyInstance, options: GuardOptions): void {
  app.decorateRequest('caller', undefined);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return; // dev-idp, docs
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
    request.caller = await authenticate(app, request, options);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const token = request.headers[CSRF_HEADER];
      if (!options.csrf.verify(typeof token === 'string' ? token : undefined, csrfSubject(request.caller))) {
        throw new AppError(403, 'E-403-1', MESSAGES.csrf);
      }
    }
    const path = request.routeOptions.url?.slice(API_PREFIX.length) ?? '';
    if (!canCallApi(request.method, path, request.caller.roles)) throw forbidden();
  });
}

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  options: GuardOptions,
): Promise<Caller> {
  const token = bearer(request);
  if (!token) throw unauthenticated();
  const cached = options.callers.get(token);
  if (cached) {
    if (await options.revoked.isRevoked(cached.token.tokenId)) throw unauthenticated();
    return cached;
  }
  const caller = await verifyCaller(app, request, token, options);
  options.callers.set(token, caller);
  return caller;
}

async function verifyCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  options: GuardOptions,
): Promise<Caller> {
  let identity;
  try {
    identity = await options.verifyToken(token);
  } catch (error) {
    if (error instanceof TokenRejected) {
      request.log.info({ reason: error.message }, 'token rejected');
      throw unauthenticated();
    }
    throw error;
  }
  if (await options.revoked.isRevoked(identity.tokenId)) throw unauthenticated();

  const user = await app.db
    .selectFrom('users')
    .select([
      'user_id',
      'email',
      'surname',
      'given_name',
      'authority_group_id',
      'status',
      'idp_issuer',
      'idp_subject',
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', identity.email))
    .where('status', '<>', 9)
    .executeTakeFirst();
  if (!user || user.status !== ACTIVE) throw notRegistered();
  if (user.idp_subject === null) {
    // First sign-in binds the account to this identity; a later token for the same e-mail must match it.
    const bound = await app.db
      .updateTable('users')
      .set({ idp_issuer: identity.issuer, idp_subject: identity.subject })
      .where('user_id', '=', user.user_id)
      .where('idp_subject', 'is', null)
      .executeTakeFirst();
    if (bound.numUpdatedRows === 0n) return verifyCaller(app, request, token, options);
  } else if (user.idp_issuer !== identity.issuer || user.idp_subject !== identity.subject) {
    request.log.warn({ userId: user.user_id }, 'token identity does not match the bound identity');
    throw notRegistered();
  }

  const roles = user.authority_group_id
    ? await app.db
        .selectFrom('authority_group_roles')
        .select('role_id')
        .where('authority_group_id', '=', user.authority_group_id)
        .execute()
    : [];
  return {
    userId: user.user_id,
    email: user.email,
    surname: user.surname,
    givenName: user.given_name,
    authorityGroupId: user.authority_group_id,
    roles: roles.map((row) => row.role_id).filter((role): role is Role => isRole(role)),
    token: identity,
  };
}

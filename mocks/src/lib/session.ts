import { canAccess, CSRF_HEADER, isRole, type Role } from '@sdp/shared';
import { MESSAGES } from '@sdp/shared/contracts';
import type { MockAccount } from '../data/accounts';
import { findAccount } from '../store/accounts';
import { rolesOfGroup } from '../store/authority';
import { isCsrfTokenValid, isRevoked } from '../store/session';
import { errorResponse } from './errors';
import { readMockToken } from './token';

export interface MockSession {
  token: string;
  account: MockAccount;
  /** Read from the account's authority group on every call, so edits to a group apply at once. */
  roles: Role[];
}

const bearerOf = (request: Request): string | null => {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

/** The caller's session, or the 401/403 answer to return. */
export function requireSession(request: Request): MockSession | Response {
  const token = bearerOf(request);
  const claims = token ? readMockToken(token) : undefined;
  if (!token || !claims || isRevoked(token)) {
    return errorResponse(401, 'E-401', MESSAGES.unauthenticated);
  }
  const account = findAccount(claims.email);
  if (!account) return errorResponse(403, 'E-403', MESSAGES.contactAdmin);
  return { token, account, roles: rolesOfGroup(account.authority_group_id) };
}

/** Null when any of the route keys (or roles, as the operation table declares them) allows the caller; 403 otherwise. */
export function requireRoles(session: MockSession, routeKey: string | readonly string[]): Response | null {
  const keys = typeof routeKey === 'string' ? [routeKey] : routeKey;
  return keys.some((key) => (isRole(key) ? session.roles.includes(key) : canAccess(key, session.roles)))
    ? null
    : errorResponse(403, 'E-403', MESSAGES.accessDenied);
}

/** Null when the request is a GET or carries a CSRF token issued for this bearer token. */
export function requireCsrf(request: Request, session: MockSession): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  return isCsrfTokenValid(session.token, request.headers.get(CSRF_HEADER))
    ? null
    : errorResponse(403, 'E-403-1', MESSAGES.csrf);
}

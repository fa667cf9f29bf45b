import { canAccess } from './access';

import { OPERATIONS, SIGNED_IN, type OperationAccess } from '../operations/index';

export type ApiAccess = OperationAccess;

export const apiAccessKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/** Who may call each endpoint, keyed `METHOD /path` (below /api/v1, `:param` parameters): the operation table's. */
export const API_ACCESS: Readonly<Record<string, ApiAccess>> = Object.fromEntries(
  Object.values(OPERATIONS).map((operation) => [
    apiAccessKey(operation.method, operation.path),
    operation.access,
  ]),
);

/** The declared access of an endpoint, or undefined when it has none (then it is denied). */
export const apiAccessOf = (method: string, path: string): ApiAccess | undefined =>
  API_ACCESS[apiAccessKey(method === 'HEAD' ? 'GET' : method, path)];

/** Whether a signed-in caller with these roles may call an operation. */
export const mayCall = (access: ApiAccess, roles: readonly string[]): boolean =>
  access === SIGNED_IN || access.some((role) => roles.includes(role));

/** Whether a signed-in caller with these roles may call the endpoint; an undeclared endpoint is denied. */
export function canCallApi(method: string, path: string, roles: readonly string[]): boolean {
  const access = apiAccessOf(method, path);
  return access !== undefined && mayCall(access, roles);
}

/** The page whose holders may edit (and so read the history of) each audit entity (DESIGN.md §7). */
const AUDIT_EDIT_ROUTE: Readonly<Record<string, string>> = {
  internal_unit: 'maintenance-organization-edit-id',
  office: 'maintenance-organization-office-edit-id',
  corporation: 'maintenance-organization-consolidated-edit-id',
  supplier: 'maintenance-client-list',
  vehicle: 'vehicle-vehicle-upload',
  survey_result: 'maintenance-sustainability-survey-upload',
  survey_year: 'maintenance-survey-year-management',
  authority_group: 'maintenance-authority-edit-id',
  user: 'maintenance-user-edit-id',
  user_application: 'maintenance-user-edit-id',
};
export const AUDIT_LOG_ROUTE = 'maintenance-audit-log';

/**
 * Whether a caller may read audit events: a holder of 変更履歴閲覧 all of them; anyone else one record's events
 * (entity and key given) when they may edit that record.
 */
export function auditReadableBy(
  roles: readonly string[],
  filter: { entity?: string | undefined; entityKey?: string | undefined },
): boolean {
  if (canAccess(AUDIT_LOG_ROUTE, roles)) return true;
  // The entity is the caller's word: own keys only (`constructor` is no entity).
  const route =
    filter.entity && Object.hasOwn(AUDIT_EDIT_ROUTE, filter.entity)
      ? AUDIT_EDIT_ROUTE[filter.entity]
      : undefined;
  return Boolean(route && filter.entityKey && canAccess(route, roles));
}

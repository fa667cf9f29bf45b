import { canAccess } from './access';
import { ASSURANCE_VIEWER_ROLE } from './roles';
import { AUDIT_ALL_ROLES } from './route-table';

import { OPERATIONS, SIGNED_IN, type OperationAccess, type OperationId } from '../operations/index';
import { VERIFIER_OPERATIONS } from '../operations/verifier-grants';

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

const VERIFIER_GRANTS: ReadonlySet<string> = new Set(VERIFIER_OPERATIONS);

/**
 * Whether a signed-in caller may call the operation `id`. The verifier's role grants VERIFIER_OPERATIONS and nothing
 * more: it is left out of the table's decision, and a caller holding it alone is not "any signed-in user".
 */
export function mayCallOperation(id: OperationId, roles: readonly string[]): boolean {
  if (!roles.includes(ASSURANCE_VIEWER_ROLE)) return mayCall(OPERATIONS[id].access, roles);
  if (VERIFIER_GRANTS.has(id)) return true;
  const others = roles.filter((role) => role !== ASSURANCE_VIEWER_ROLE);
  return others.length > 0 && mayCall(OPERATIONS[id].access, others);
}

const OPERATION_IDS_BY_KEY: Readonly<Record<string, OperationId>> = Object.fromEntries(
  Object.entries(OPERATIONS).map(([id, operation]) => [
    apiAccessKey(operation.method, operation.path),
    id as OperationId,
  ]),
);

/** Whether a signed-in caller with these roles may call the endpoint; an undeclared endpoint is denied. */
export function canCallApi(method: string, path: string, roles: readonly string[]): boolean {
  const id = OPERATION_IDS_BY_KEY[apiAccessKey(method === 'HEAD' ? 'GET' : method, path)];
  return id !== undefined && mayCallOperation(id, roles);
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

/** The entities of data (not users, applications or authority groups): what the verifier's 変更履歴 shows. */
export const AUDIT_DATA_ENTITIES = [
  'internal_unit',
  'office',
  'corporation',
  'supplier',
  'vehicle',
  'survey_result',
  'survey_year',
] as const;

/** Which events a caller may read without naming a record: all (変更履歴閲覧), those of data (the verifier) or none. */
export function auditScopeOf(roles: readonly string[]): 'all' | 'data' | 'none' {
  if (AUDIT_ALL_ROLES.some((role) => roles.includes(role))) return 'all';
  return roles.includes(ASSURANCE_VIEWER_ROLE) ? 'data' : 'none';
}

const isDataEntity = (entity: string): boolean => (AUDIT_DATA_ENTITIES as readonly string[]).includes(entity);

/**
 * Whether a caller may read audit events: a holder of 変更履歴閲覧 all of them; the verifier those of data (an entity
 * of data or none named: the handler then keeps to data); anyone else one record's events (entity and key given)
 * when they may edit that record.
 */
export function auditReadableBy(
  roles: readonly string[],
  filter: { entity?: string | undefined; entityKey?: string | undefined },
): boolean {
  const scope = auditScopeOf(roles);
  if (scope === 'all') return true;
  if (scope === 'data' && (!filter.entity || isDataEntity(filter.entity))) return true;
  // The entity is the caller's word: own keys only (`constructor` is no entity).
  const route =
    filter.entity && Object.hasOwn(AUDIT_EDIT_ROUTE, filter.entity)
      ? AUDIT_EDIT_ROUTE[filter.entity]
      : undefined;
  return Boolean(route && filter.entityKey && canAccess(route, roles));
}

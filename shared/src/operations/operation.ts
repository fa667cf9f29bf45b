import { ACCESS_RULES } from '../routes/access';
import type { Role } from '../routes/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Any active signed-in user may call the operation (the handler may narrow it further). */
export const SIGNED_IN = 'signed-in';

/** Who may call an operation: the roles (a caller holding ANY of them may), or every signed-in user. */
export type OperationAccess = readonly Role[] | typeof SIGNED_IN;

/**
 * One endpoint as the client, the server and mock mode see it, without its schemas (they are zod, kept out of the
 * browser bundles: `@sdp/shared/contracts`' OPERATION_SCHEMAS, keyed by the same id). `path` is below /api/v1 with
 * `:param` parameters.
 */
export interface Operation {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: OperationAccess;
}

export type OperationTable = Readonly<Record<string, Operation>>;

/**
 * The roles of the pages an operation serves: the spec's role table is the route table, so an endpoint that a page
 * needs is callable by exactly who may open that page. Unknown page keys fail at start-up, not silently.
 */
export function pageRoles(...routeKeys: readonly string[]): readonly Role[] {
  const roles = new Set<Role>();
  for (const key of routeKeys) {
    const allowed = ACCESS_RULES[key];
    if (!allowed) throw new Error(`No page ${key} in the route table`);
    allowed.forEach((role) => roles.add(role));
  }
  return [...roles];
}

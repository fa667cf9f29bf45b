import type { Role } from './roles';
import { ROUTES, ORGANIZATION_DETAIL_ROLES, type PageRoute } from './route-table';
import { matchRoute } from './match-route';

/** Access rules keyed by route key (name, or name-tab). A key missing here is denied. */
export const ACCESS_RULES: Readonly<Record<string, readonly Role[]>> = Object.fromEntries([
  ...ROUTES.flatMap((route: PageRoute) => [
    ...(route.roles ? [[route.name, route.roles] as const] : []),
    ...Object.entries(route.tabRoles ?? {}).map(([tab, roles]) => [`${route.name}-${tab}`, roles] as const),
  ]),
  ['maintenance-organization-detail', ORGANIZATION_DETAIL_ROLES],
]);

const PUBLIC_ROUTES = new Set<string>(
  ROUTES.filter((route: PageRoute) => route.roles === undefined).map((route) => route.name),
);

export const isPublicRoute = (name: string): boolean => PUBLIC_ROUTES.has(name);

/** A route key is allowed when the user holds any of its roles; a key with no rule is denied. */
export function canAccess(routeKey: string, roles: readonly string[]): boolean {
  if (isPublicRoute(routeKey)) return true;
  const allowed = ACCESS_RULES[routeKey];
  if (!allowed) return false;
  return allowed.some((role) => roles.includes(role));
}

export function canAccessPath(pathname: string, search: string, roles: readonly string[]): boolean {
  const match = matchRoute(pathname, search);
  return match ? canAccess(match.routeKey, roles) : false;
}

export const menuStateOf = (routeName: string): 'first' | 'second' =>
  routeName === 'report-menu' ? 'first' : 'second';

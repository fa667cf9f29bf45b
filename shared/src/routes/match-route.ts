import { ROUTES, type PageRoute, type RouteName } from './route-table';

export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
  tab: string | undefined;
  /** Key used for access rules: the name, plus `-tab` when a known tab is selected. */
  routeKey: string;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled = ROUTES.map((route: PageRoute) => {
  const names: string[] = [];
  const source = route.path
    .split(/(\{[a-z]+\})/i)
    .map((part) => {
      const param = /^\{([a-z]+)\}$/i.exec(part);
      if (param?.[1]) {
        names.push(param[1]);
        return '([^/]+)';
      }
      return escapeRegExp(part);
    })
    .join('');
  return { route, names, regex: new RegExp(`^${source}/?$`) };
});

export function matchRoute(pathname: string, search = ''): RouteMatch | undefined {
  for (const { route, names, regex } of compiled) {
    const found = regex.exec(pathname);
    if (!found || (pathname.endsWith('/') && pathname !== '/' && route.path !== pathname)) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(found[i + 1] ?? '');
    });
    const requestedTab = new URLSearchParams(search).get('tab') ?? undefined;
    const tab = requestedTab && route.tabs?.includes(requestedTab) ? requestedTab : undefined;
    return { route, params, tab, routeKey: tab ? `${route.name}-${tab}` : route.name };
  }
  return undefined;
}

export function findRoute(name: RouteName): PageRoute {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
}

/** Builds the path of a route: `buildPath('maintenance-authority-edit-id', { id: 'X' }, { tab })`. */
export function buildPath(
  name: RouteName,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const path = findRoute(name).path.replace(/\{([a-z]+)\}/gi, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

import {
  getSession,
  queryClient,
  type FirstDataMap,
  type PageRoute,
  type RemoteName,
  type RouteName,
} from '@sdp/shared';
import { loadRemoteModule } from './remote-registry';

const maps = new Map<RemoteName, Promise<FirstDataMap | null>>();

/** A remote released before it declared first data (or one that fails to load) simply has none. */
function firstDataOf(remote: RemoteName): Promise<FirstDataMap | null> {
  let map = maps.get(remote);
  if (!map) {
    // Through a promise from the start: a loader that throws at once is a remote without first data too.
    map = Promise.resolve()
      .then(() => loadRemoteModule<{ default?: FirstDataMap }>(remote, './first-data'))
      .then(
        (loaded) => loaded?.default ?? null,
        () => {
          maps.delete(remote);
          return null;
        },
      );
    maps.set(remote, map);
  }
  return map;
}

/**
 * Starts the first queries of the page being opened (a list's first page from the URL, a record by its id) beside
 * its code. The caller has already decided the session may open the route. A failure here is silent: the page asks
 * again when it mounts and shows the error there.
 */
export function startFirstData(route: PageRoute, params: Record<string, string>, search: string): void {
  if (route.owner === 'shell' || !route.module) return;
  const roles = getSession().roles ?? [];
  const remote = route.owner;
  void firstDataOf(remote).then((map) => {
    try {
      map?.[route.name as RouteName]?.({ params, search: new URLSearchParams(search), roles }, queryClient);
    } catch (error) {
      console.warn(`first data of ${route.name} failed`, error);
    }
  });
}

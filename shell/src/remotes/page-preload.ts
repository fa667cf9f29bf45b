import { loadShare } from '@module-federation/enhanced/runtime';

/** A remote's dist/page-preload.json (tools/build/page-graph-plugin.cjs): per exposed module, what it loads. */
export type PagePreloadMap = Record<string, { files?: unknown; shares?: unknown } | undefined>;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The files (absolute URLs, beside the remote's entry) and shared modules one exposed module needs. Keyed as webpack
 * names the module's chunk group: `./first-data` is `first_data`.
 */
export function pageAssetsOf(
  map: PagePreloadMap,
  entryUrl: string,
  module: string,
): { urls: string[]; shares: string[] } {
  const page = map[module.replace(/^\.\//, '').replace(/\W/g, '_')];
  return {
    urls: strings(page?.files).map((file) => new URL(file, entryUrl).href),
    shares: strings(page?.shares),
  };
}

const maps = new Map<string, Promise<PagePreloadMap>>();
const preloaded = new Set<string>();

/**
 * Starts, beside the remote's entry, the requests its exposed module would make only once the entry has run: the
 * module's chunks (a preload the remote's own script tags then use) and the shell's chunks of the shared modules it
 * consumes. A remote without the list, or any failure, preloads nothing: the entry loads them as before. Resolves
 * once the requests are started.
 */
export function preloadPageAssets(entry: string, module: string): Promise<void> {
  const entryUrl = new URL(entry, window.location.href).href;
  const listUrl = new URL('page-preload.json', entryUrl).href;
  let map = maps.get(listUrl);
  if (!map) {
    map = fetch(listUrl)
      .then((response) => (response.ok ? (response.json() as Promise<PagePreloadMap>) : {}))
      .catch(() => {
        maps.delete(listUrl);
        return {};
      });
    maps.set(listUrl, map);
  }
  return map
    .then((loaded: PagePreloadMap) => {
      const { urls, shares } = pageAssetsOf(loaded, entryUrl, module);
      for (const url of urls) {
        // Asked before (by this preload or by a script tag): a second request would only repeat it.
        if (preloaded.has(url) || performance.getEntriesByName(url).length > 0) continue;
        preloaded.add(url);
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.href = url;
        document.head.appendChild(link);
      }
      for (const share of shares) loadShare(share).catch(() => undefined);
    })
    .catch((error: unknown) => console.warn('page preload failed', error));
}

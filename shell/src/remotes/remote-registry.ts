import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@sdp/shared';
import { RemoteLoadError, RemoteRefusedError } from './remote-load-error';
import { partitionRemotes, type RefusedRemote, type RemoteManifestMap } from './remote-allow-list';

export type { RemoteManifestMap } from './remote-allow-list';
export type RemotePageModule = { default: ComponentType };

let manifests: RemoteManifestMap = {};
let refused: Partial<Record<RemoteName, RefusedRemote>> = {};
/** One load per page: a preload, the route's own load and a revisit share it. A failed load is forgotten. */
const pages = new Map<string, Promise<RemotePageModule>>();

/**
 * remotes.json names each remote's mf-manifest.json; its remoteEntry.js sits beside it (every remote is built by
 * tools/build/webpack-config.cjs, `filename: 'remoteEntry.js'`). Loading the entry directly saves the manifest's round
 * trip before it. An entry named directly is kept as it is.
 */
export const remoteEntryOf = (url: string): string =>
  url.replace(/\/mf-manifest\.json(?=$|[?#])/, '/remoteEntry.js');

/**
 * Registers the remotes named in remotes.json whose origin is allowed; nothing about their location is in the
 * shell build. A remote on any other origin is never contacted: its pages show the refusal.
 */
export function registerRemoteManifests(
  map: RemoteManifestMap,
  allowedOrigins: readonly unknown[],
  shellOrigin: string = window.location.origin,
): void {
  const split = partitionRemotes(map, allowedOrigins, shellOrigin);
  pages.clear();
  manifests = split.allowed;
  refused = split.refused;
  for (const [name, { origin }] of Object.entries(refused)) {
    console.error(`remote ${name} refused: ${origin} is not in config.json remoteOrigins`);
  }
  registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry: remoteEntryOf(entry as string) })),
    { force: true },
  );
}

/** Forgets what the federation runtime cached about one remote so the next load starts afresh. */
export function resetRemote(remote: RemoteName): void {
  for (const key of pages.keys()) if (key.startsWith(`${remote}/`)) pages.delete(key);
  const entry = manifests[remote];
  if (entry) registerRemotes([{ name: remote, entry: remoteEntryOf(entry) }], { force: true });
}

export function loadRemotePage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  const key = `${remote}/${module.replace(/^\.\//, '')}`;
  let page = pages.get(key);
  if (!page) {
    page = loadPage(remote, module);
    pages.set(key, page);
    page.catch(() => pages.delete(key));
  }
  return page;
}

async function loadPage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  const refusal = refused[remote];
  if (refusal) throw new RemoteRefusedError(remote, module, refusal.origin);
  let loaded: RemotePageModule | null;
  try {
    loaded = await loadRemote<RemotePageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  } catch (cause) {
    throw new RemoteLoadError(remote, module, cause);
  }
  if (!loaded?.default) throw new RemoteLoadError(remote, module, new Error('no default export'));
  return loaded;
}

/** Any other module a remote exposes (its first data), refused like its pages when its origin is not allowed. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T | null> {
  if (refused[remote]) throw new RemoteRefusedError(remote, module, refused[remote].origin);
  return loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
}

/** Starts loading a page's code ahead of a click; a failure here is shown only when the page is opened. */
export function preloadRemotePage(remote: RemoteName, module: string): void {
  loadRemotePage(remote, module).catch(() => undefined);
}

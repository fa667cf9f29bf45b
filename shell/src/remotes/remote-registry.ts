import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@sdp/shared';
import { RemoteLoadError } from './remote-load-error';

export type RemoteManifestMap = Partial<Record<RemoteName, string>>;
export type RemotePageModule = { default: ComponentType };

let manifests: RemoteManifestMap = {};

/** Registers the remotes named in remotes.json; nothing about their location is in the shell build. */
export function registerRemoteManifests(map: RemoteManifestMap): void {
  manifests = { ...map };
  registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}

/** Forgets what the federation runtime cached about one remote so the next load starts afresh. */
export function resetRemote(remote: RemoteName): void {
  const entry = manifests[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

export async function loadRemotePage(remote: RemoteName, module: string): Promise<RemotePageModule> {
  let loaded: RemotePageModule | null;
  try {
    loaded = await loadRemote<RemotePageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  } catch (cause) {
    throw new RemoteLoadError(remote, module, cause);
  }
  if (!loaded?.default) throw new RemoteLoadError(remote, module, new Error('no default export'));
  return loaded;
}

/** Starts loading a page's code ahead of a click; a failure here is shown only when the page is opened. */
export function preloadRemotePage(remote: RemoteName, module: string): void {
  loadRemotePage(remote, module).catch(() => undefined);
}

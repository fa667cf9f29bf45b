import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@sdp/shared';

export type RemoteManifestMap = Partial<Record<RemoteName, string>>;

/** Registers the remotes named in remotes.json; nothing about their location is in the shell build. */
export function registerRemoteManifests(manifests: RemoteManifestMap): void {
  registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}

export async function loadRemotePage(
  remote: RemoteName,
  module: string,
): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`remote module ${remote}/${module} did not load`);
  return loaded;
}

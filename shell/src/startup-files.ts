import type { RuntimeConfig } from '@sdp/shared';
import type { RemoteManifestMap } from './remotes/remote-allow-list';

async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

let files: { config: Promise<Partial<RuntimeConfig>>; remotes: Promise<RemoteManifestMap> } | null = null;

/**
 * config.json and remotes.json, asked for by the entry file itself, so they arrive while the bootstrap's chunks
 * (React, the UI kit) are still downloading instead of after them. Asked once; later calls get the same answers.
 */
export function startupFiles() {
  files ??= { config: readJson('/config.json'), remotes: readJson('/remotes.json') };
  // Read by the bootstrap; until then a failure must not count as an unhandled rejection.
  files.config.catch(() => undefined);
  files.remotes.catch(() => undefined);
  return files;
}

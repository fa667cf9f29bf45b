import { createRoot } from 'react-dom/client';
import { setRuntimeConfig, type RuntimeConfig } from '@sdp/shared';
import { registerRemoteManifests, type RemoteManifestMap } from './remotes/remote-registry';
import { App } from './app';

async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function start(): Promise<void> {
  const [config, manifests] = await Promise.all([
    readJson<Partial<RuntimeConfig>>('/config.json'),
    readJson<RemoteManifestMap>('/remotes.json'),
  ]);
  setRuntimeConfig(config);
  registerRemoteManifests(manifests);
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
}

void start();

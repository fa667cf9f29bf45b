// The API runs from its JavaScript build (api/dist), never through tsx: rebuild it when a source is newer.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const API = path.join(ROOT, 'api');
export const API_SERVER = path.join(API, 'dist', 'server.js');
/**
 * Node's flags for the API's process (api/node-flags.json, which `pnpm --filter @sdp/api start` repeats): source maps
 * for its stack traces, and a young generation of 16 MB, not V8's default for this much memory: an upload of 100,000
 * rows peaked 326–342 MB without it, 289 MB with it (target 300), and reads cost the same CPU per request (A/B, users
 * and offices lists, docs/PERFORMANCE.md).
 */
export const API_NODE_FLAGS = JSON.parse(readFileSync(path.join(API, 'node-flags.json'), 'utf8'));

function newest(file) {
  if (!existsSync(file)) return 0;
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(file)
    .filter((name) => name !== 'node_modules' && !name.endsWith('.test.ts'))
    .reduce((latest, name) => Math.max(latest, newest(path.join(file, name))), stats.mtimeMs);
}

const sources = () =>
  Math.max(
    ...['api/src', 'api/scripts/build.mjs', 'api/package.json', 'shared/src', 'shared/package.json'].map(
      (p) => newest(path.join(ROOT, p)),
    ),
  );

/** Builds api/dist when missing or older than its sources (esbuild: a second or two). Throws if the build fails. */
export function ensureApiBuilt({ force = false } = {}) {
  if (!force && existsSync(API_SERVER) && statSync(API_SERVER).mtimeMs >= sources()) return false;
  const result = spawnSync(process.execPath, [path.join(API, 'scripts/build.mjs')], {
    cwd: API,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the API build failed (node api/scripts/build.mjs)');
  return true;
}

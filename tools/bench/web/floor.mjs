// Builds the benchmark's floor page (floor/floor-app.mjs) with the same webpack and React as the product, production
// mode, into the work folder; served by the same static server (compression, caching, CSP) on its own port.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../build/scripts/apps.mjs';

const require = createRequire(import.meta.url);
const HTML = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>floor</title>
<script defer src="/floor.js"></script></head><body><div id="root"></div></body></html>`;

/** The floor's path for one list request of the product (`/api/v1/users?page=1&per_page=20`). */
export const floorPath = (apiPath) => `/floor/${Buffer.from(apiPath).toString('base64url')}`;

/** Resolves with the build's seconds. */
export function buildFloor(workDir, apiOrigin) {
  const webpack = require(path.join(ROOT, 'tools/build/node_modules/webpack'));
  const out = path.join(workDir, 'floor');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'index.html'), HTML);
  const config = {
    mode: 'production',
    entry: path.join(import.meta.dirname, 'floor/floor-app.mjs'),
    output: { path: out, filename: 'floor.js' },
    resolve: { modules: [path.join(ROOT, 'shell/node_modules'), 'node_modules'] },
    plugins: [new webpack.DefinePlugin({ FLOOR_API_ORIGIN: JSON.stringify(apiOrigin) })],
    performance: { hints: false },
  };
  return new Promise((resolve, reject) => {
    const started = Date.now();
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve((Date.now() - started) / 1000);
    });
  });
}

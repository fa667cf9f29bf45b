// `pnpm start`: build what is stale, then serve the API (embedded PGlite) + shell + remotes. `--mock`: msw instead of the API.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const mock = process.argv.includes('--mock');
const build = spawnSync(
  process.execPath,
  [path.join(ROOT, 'tools/build/scripts/build-all.mjs'), ...(mock ? ['--mock'] : [])],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);
// One machine, demo accounts: the development sign-in is on (the API refuses it with NODE_ENV=production).
const serve = spawnSync(
  process.execPath,
  [path.join(ROOT, 'tools/build/scripts/serve-all.mjs'), ...(mock ? ['--mock'] : [])],
  { stdio: 'inherit', env: { ...process.env, SDP_DEV_SIGN_IN: '1' } },
);
if (serve.error || serve.signal) {
  console.error(`[launcher] serve-all ended: ${serve.error?.message ?? `signal ${serve.signal}`}`);
}
process.exit(serve.status ?? 1);

// What the web benchmark measures against: the production builds (snapshotted under the build lock so another
// engineer's rebuild cannot change them mid-run), a single-bundle build of the same pages, the API over the
// volume seed, the floor page (floor.mjs), and static servers on the benchmark's own ports (4300–4399, API 4400).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../../build/serve.mjs';
import { REMOTES, ROOT, SHELL } from '../../build/scripts/apps.mjs';
import { API_NODE_FLAGS, API_SERVER, ensureApiBuilt } from '../../build/scripts/api-build.mjs';

const require = createRequire(import.meta.url);
// BENCH_PORT_OFFSET moves every port (two engineers benching at once on one machine would otherwise share servers).
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
export const PORTS = {
  shell: 4300 + OFFSET,
  single: 4310 + OFFSET,
  floor: 4320 + OFFSET,
  api: 4400 + OFFSET,
  remote: (i) => 4301 + OFFSET + i,
};
const LOCK = '/tmp/e2e.lock';

/** Builds what changed (or everything with force) under the lock and copies the dist folders out. */
export function buildFederated(workDir, { force = false, build = true } = {}) {
  const script = [
    build ? `node tools/build/scripts/build-all.mjs${force ? ' --force' : ''}` : 'true',
    ...[SHELL, ...REMOTES].map((app) => `cp -r ${app.dir}/dist ${path.join(workDir, app.dir)}`),
  ].join(' && ');
  const started = Date.now();
  // Without a build, copy without waiting for the lock (a rebuild could land mid-copy: for working on the bench).
  const result = build
    ? spawnSync('flock', [LOCK, 'sh', '-c', script], { cwd: ROOT, encoding: 'utf8' })
    : spawnSync('sh', ['-c', script], { cwd: ROOT, encoding: 'utf8' });
  process.stdout.write(result.stdout);
  if (result.status !== 0) throw new Error(`federated build failed:\n${result.stderr}`);
  const total = /all builds done in ([\d.]+) s/.exec(result.stdout);
  return {
    seconds: total ? Number(total[1]) : 0,
    upToDate: !total,
    wallSeconds: (Date.now() - started) / 1000,
  };
}

/** The comparison build: shell + every exposed page in one webpack build, into the work folder. */
export function buildSingle(workDir) {
  const webpack = require(path.join(ROOT, 'tools/build/node_modules/webpack'));
  const { createSingleBundleConfig } = require('../../build/single-bundle.cjs');
  return new Promise((resolve, reject) => {
    const started = Date.now();
    webpack(createSingleBundleConfig(path.join(workDir, 'single')), (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve((Date.now() - started) / 1000);
    });
  });
}

async function waitFor(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up`);
}

function apiEnv(dataDir) {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORTS.api),
    LOG_LEVEL: 'warn',
    RATE_LIMIT: '0',
    SDP_DEV_SIGN_IN: '1',
    CORS_ORIGINS: [PORTS.shell, PORTS.single, PORTS.floor]
      .map((port) => `http://localhost:${port}`)
      .join(','),
  };
}

/** The API over the volume seed (1000 users, ~6000 suppliers), in a throwaway data folder. */
export async function startApi(workDir) {
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const cwd = path.join(ROOT, 'api');
  ensureApiBuilt();
  const seed = spawnSync(process.execPath, ['dist/seed.js', '--volume'], {
    cwd,
    env: apiEnv(dataDir),
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`volume seed failed:\n${seed.stderr}`);
  const child = spawn(process.execPath, [...API_NODE_FLAGS, API_SERVER], {
    cwd,
    env: apiEnv(dataDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://localhost:${PORTS.api}/api/v1/csrf_token`);
  return child;
}

/** Static servers for the snapshot: the shell reads remotes.json/config.json written for the bench's ports. */
export async function startStatic(workDir) {
  const config = {
    apiBaseUrl: `http://localhost:${PORTS.api}`,
    supportEmail: 'sdp-support@example.com',
    mock: false,
    remoteOrigins: REMOTES.map((_, i) => `http://localhost:${PORTS.remote(i)}`),
    auth: { providers: ['dev'], devIdpUrl: `http://localhost:${PORTS.api}/dev-idp` },
    reports: [],
  };
  const remotes = Object.fromEntries(
    REMOTES.map((r, i) => [r.name, `http://localhost:${PORTS.remote(i)}/mf-manifest.json`]),
  );
  const runtimeDir = path.join(workDir, 'runtime');
  mkdirSync(runtimeDir, { recursive: true });
  writeFileSync(path.join(runtimeDir, 'config.json'), JSON.stringify(config));
  writeFileSync(path.join(runtimeDir, 'remotes.json'), JSON.stringify(remotes));
  const overrides = {
    '/config.json': path.join(runtimeDir, 'config.json'),
    '/remotes.json': path.join(runtimeDir, 'remotes.json'),
  };
  const servers = await Promise.all([
    ...REMOTES.map((r, i) => startStaticServer({ dir: path.join(workDir, r.dir), port: PORTS.remote(i) })),
    startStaticServer({ dir: path.join(workDir, SHELL.dir), port: PORTS.shell, spa: true, overrides }),
    startStaticServer({ dir: path.join(workDir, 'single'), port: PORTS.single, spa: true, overrides }),
    startStaticServer({ dir: path.join(workDir, 'floor'), port: PORTS.floor, spa: true, overrides }),
  ]);
  // Measured as a server that has been up a while serves: its chunks already compressed.
  await Promise.all(servers.map((server) => server.warmed));
  return () =>
    servers.forEach((server) => {
      server.close();
      server.closeAllConnections();
    });
}

export function makeWorkDir() {
  return mkdtempSync(path.join(tmpdir(), 'sdp-bench-web-'));
}

export function removeWorkDir(workDir) {
  rmSync(workDir, { recursive: true, force: true });
}

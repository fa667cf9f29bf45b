// Builds every app for production, two at a time (2 cores), skipping apps whose build is newer than their sources.
// Usage: node tools/build/scripts/build-all.mjs [--mock] [--force]
//        node tools/build/scripts/build-all.mjs --standalone   (only the five remotes' standalone harnesses)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, REMOTES, SHELL } from './apps.mjs';
import { ensureApiBuilt } from './api-build.mjs';

const args = new Set(process.argv.slice(2));
const force = args.has('--force');

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // msw's worker is copied again at every install (msw init): its date says nothing about a change.
    if (
      entry.name === 'node_modules' ||
      entry.name.startsWith('dist') ||
      entry.name === 'mockServiceWorker.js'
    )
      continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sourcesTime = (dir, inputs) =>
  Math.max(
    newest(path.join(ROOT, dir, 'src')),
    ...inputs.map((input) => newest(path.join(ROOT, input))),
    newest(path.join(ROOT, dir, 'public')),
    newest(path.join(ROOT, 'shared/src')),
    statSync(path.join(ROOT, dir, 'webpack.config.cjs')).mtimeMs,
    // The shared webpack configuration and its plugins.
    ...readdirSync(path.join(ROOT, 'tools/build'))
      .filter((name) => name.endsWith('.cjs'))
      .map((name) => statSync(path.join(ROOT, 'tools/build', name)).mtimeMs),
  );

function stale({ dir, outDir, inputs = [] }) {
  const marker = path.join(ROOT, dir, outDir, 'mf-manifest.json');
  return force || !existsSync(marker) || statSync(marker).mtimeMs < sourcesTime(dir, inputs);
}

const STANDALONE_ENV = { SDP_MOCK: '1', SDP_STANDALONE: '1' };
// Mock builds also carry mock mode (msw and the adapter) and the server's own code and migrations it runs in the page,
// and a harness the page template.
const MOCK_INPUTS = ['mocks/src', 'api/src', 'api/migrations'];
const STANDALONE_INPUTS = [...MOCK_INPUTS, 'tools/build/standalone.html'];
const jobs = (
  args.has('--standalone')
    ? REMOTES.map((app) => ({
        label: `${app.dir} (standalone)`,
        dir: app.dir,
        outDir: 'dist-standalone',
        env: STANDALONE_ENV,
        inputs: STANDALONE_INPUTS,
      }))
    : [
        ...REMOTES.map((app) => ({ label: app.dir, dir: app.dir, outDir: 'dist', env: {} })),
        { label: 'shell', dir: SHELL.dir, outDir: 'dist', env: {} },
        ...(args.has('--mock')
          ? [
              {
                label: 'shell (mock)',
                dir: SHELL.dir,
                outDir: 'dist-mock',
                env: { SDP_MOCK: '1' },
                inputs: MOCK_INPUTS,
              },
            ]
          : []),
      ]
).filter(stale);

function run(job) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'tools/build/node_modules/webpack-cli/bin/cli.js'),
        '--config',
        'webpack.config.cjs',
        '--mode',
        'production',
      ],
      {
        cwd: path.join(ROOT, job.dir),
        env: { ...process.env, ...job.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0 && !/ERROR in/.test(output)) {
        console.log(`built ${job.label} in ${seconds} s`);
        resolve(Number(seconds));
      } else {
        console.error(output);
        reject(new Error(`build of ${job.label} failed`));
      }
    });
  });
}

const started = Date.now();
// The API's JavaScript build (esbuild, seconds) before the pages; a harness build needs no API.
if (!args.has('--standalone') && ensureApiBuilt({ force })) console.log('built api');
const queue = [...jobs];
const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
  while (queue.length) await run(queue.shift());
});
await Promise.all(workers);
console.log(
  jobs.length
    ? `all builds done in ${((Date.now() - started) / 1000).toFixed(1)} s`
    : 'builds are up to date',
);

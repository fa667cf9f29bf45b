// `pnpm test`: every check and test in one command — lint, types, unit and API tests (PGlite, then a real
// PostgreSQL server when one is installed), production builds, the pages' byte budgets, each remote alone (its
// standalone harness), and the Playwright journeys in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

// Every stage runs on this Node (the `node` devDependency when started through pnpm), said first in the log.
console.log(`pnpm test on Node ${process.version} (${process.execPath})`);

const tmp = path.join(ROOT, 'tmp');
mkdirSync(tmp, { recursive: true });
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0 };
const failedStages = [];

function stage(name, command, args, options = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (result.status !== 0) failedStages.push(name);
  options.after?.();
}

const countJest = (file) => () => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
};

const countPlaywright = (file) => () => {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
};

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const pg = ['15', '16', '17'].map((v) => `/usr/lib/postgresql/${v}/bin/initdb`).find(existsSync);

stage('lint', bin('eslint'), ['.', '--max-warnings=0']);
stage('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
// Exports and files nothing uses (knip.jsonc lists the exceptions and why).
stage('knip', bin('knip'), ['--include', 'exports,types,files,duplicates', '--no-progress']);
stage('typecheck', 'pnpm', ['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
// The OpenAPI document generated from the app, linted with Redocly's recommended rules (0 errors).
stage('openapi', 'pnpm', ['--filter', '@sdp/api', 'openapi:lint']);
// Jest's default on two cores is one worker; the page tests are CPU-bound, so use both.
stage('unit', bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${tmp}/jest.json`], {
  after: countJest(`${tmp}/jest.json`),
});
if (pg && existsSync(path.join(ROOT, 'api/scripts/with-postgres.sh'))) {
  stage(
    'api-postgres',
    'bash',
    [
      'api/scripts/with-postgres.sh',
      bin('jest'),
      '--ci',
      '--selectProjects',
      'api',
      '--json',
      `--outputFile=${tmp}/jest-pg.json`,
    ],
    {
      after: countJest(`${tmp}/jest-pg.json`),
    },
  );
} else if (!only.length || only.includes('api-postgres')) {
  console.log('\n=== api-postgres: FAILED — no PostgreSQL server installed (apt-get install -y postgresql)');
  failedStages.push('api-postgres');
}
stage('build', process.execPath, ['tools/build/scripts/build-all.mjs', '--mock']);
// Production builds carry nothing of mock mode (PGlite, the server's handlers and SQL, msw).
stage('dist-scan', process.execPath, ['tools/build/scripts/check-dist.mjs']);
// Gzip JS each page downloads before its first paint, from the builds' page graphs, against its budget.
stage('budget', process.execPath, ['tools/build/scripts/check-budgets.mjs']);
// Each remote alone as QA runs it: the five standalone harness builds, served on 3011–3015, one journey each.
stage('standalone', process.execPath, ['tools/build/scripts/build-all.mjs', '--standalone']);
if (!failedStages.includes('standalone')) {
  stage(
    'standalone',
    'pnpm',
    ['--filter', '@sdp/e2e', 'exec', 'playwright', 'test', '--config', 'playwright.standalone.config.ts'],
    {
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/playwright-standalone.json`,
        PLAYWRIGHT_REPORTER: 'list,json',
      },
      after: countPlaywright(`${tmp}/playwright-standalone.json`),
    },
  );
}
// Three API instances (the JavaScript build) on a throwaway PostgreSQL behind an nginx the stage starts itself.
if (pg && existsSync('/usr/sbin/nginx')) {
  stage('scale', 'bash', ['api/scripts/with-postgres.sh', process.execPath, 'tools/scale/scale-stage.mjs']);
} else if (!only.length || only.includes('scale')) {
  console.log('\n=== scale: FAILED — needs PostgreSQL and nginx (apt-get install -y postgresql nginx)');
  failedStages.push('scale');
}
stage('e2e', 'pnpm', ['--filter', '@sdp/e2e', 'exec', 'playwright', 'test'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/playwright.json`, PLAYWRIGHT_REPORTER: 'list,json' },
  after: countPlaywright(`${tmp}/playwright.json`),
});

console.log(failedStages.length ? `\nfailed stages: ${failedStages.join(', ')}` : '\nall stages passed');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStages.length ? 1 : 0);

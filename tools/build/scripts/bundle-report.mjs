// Builds for production and prints the bytes a browser downloads for /login, the maintenance menu and the first
// maintenance list page: the federated build beside a single-bundle build of the same pages, made in the same run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, SHELL } from './apps.mjs';
import { startStaticServer } from '../serve.mjs';
import { startAll } from './serve-all.mjs';

const require = createRequire(import.meta.url);
const SINGLE_PORT = 4701;

function buildSingle() {
  const webpack = require(path.join(ROOT, 'tools/build/node_modules/webpack'));
  const { createSingleBundleConfig } = require('../single-bundle.cjs');
  return new Promise((resolve, reject) => {
    const started = Date.now();
    webpack(createSingleBundleConfig(), (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve((Date.now() - started) / 1000);
    });
  });
}

const federatedBuild = spawnSync(process.execPath, [path.join(ROOT, 'tools/build/scripts/build-all.mjs')], {
  stdio: 'inherit',
});
if (federatedBuild.status !== 0) process.exit(1);
console.log(`single-bundle build: ${(await buildSingle()).toFixed(1)} s`);

const { chromium } = require(path.join(ROOT, 'e2e/node_modules/@playwright/test'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'sdp-bundle-'));
const running = await startAll({
  apiEnv: {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CORS_ORIGINS: `http://localhost:${SHELL.port},http://localhost:${SINGLE_PORT}`,
  },
});
const single = await startStaticServer({
  dir: path.join(ROOT, 'shell/dist-single'),
  port: SINGLE_PORT,
  spa: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function session() {
  const token = await fetch('http://localhost:3100/dev-idp/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com' }),
  }).then((r) => r.json());
  const roles = [
    'MST_ORGANIZATION',
    'MST_SUPPLIER',
    'MST_AUTHORITY',
    'MST_USER_VIEWER',
    'MST_USER_EDITOR',
    'MST_USER_AUTHORITY',
    'MST_SURVEY_TARGET_EDITOR',
    'MST_SURVEY_RESULT_EDITOR',
    'VEHICLE_MANAGEMENT_VIEWER',
    'VEHICLE_MANAGEMENT_EDITOR',
    'DASHBOARD_VIEWER',
  ];
  return {
    state: {
      token: token.id_token,
      email: 'admin@example.com',
      providerId: 'dev',
      tokenIssuedAt: Date.now(),
      roles,
      userName: '管理者',
    },
    version: 0,
  };
}

async function measure(origin, pathname, signedIn, ready) {
  const context = await browser.newContext();
  if (signedIn)
    await context.addInitScript(
      (value) => localStorage.setItem('sdp-session', value),
      JSON.stringify(await session()),
    );
  const page = await context.newPage();
  const files = [];
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const sizes = await request.sizes();
    files.push({ url: request.url(), type, transfer: sizes.responseBodySize });
  });
  await page.goto(origin + pathname);
  await page.getByText(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  return files;
}

const PAGES = [
  { name: '/login', path: '/login', signedIn: false, ready: 'admin@example.com' },
  { name: '/maintenance-menu', path: '/maintenance-menu', signedIn: true, ready: 'メンテナンスメニュー' },
  {
    name: '/maintenance/authority-list',
    path: '/maintenance/authority-list',
    signedIn: true,
    ready: '権限一覧',
  },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const short = (url) => url.replace(/^http:\/\/localhost:/, ':');
try {
  for (const target of PAGES) {
    const federated = await measure(
      `http://localhost:${SHELL.port}`,
      target.path,
      target.signedIn,
      target.ready,
    );
    const bundled = await measure(
      `http://localhost:${SINGLE_PORT}`,
      target.path,
      target.signedIn,
      target.ready,
    );
    const total = (files) => files.reduce((sum, file) => sum + file.transfer, 0);
    console.log(`\n${target.name}  (gzip bytes over the wire, JS + CSS)`);
    console.log('  federated:');
    for (const file of federated.sort((a, b) => b.transfer - a.transfer))
      console.log(`    ${kb(file.transfer).padStart(10)}  ${short(file.url)}`);
    console.log(`    ${kb(total(federated)).padStart(10)}  total, ${federated.length} files`);
    console.log('  single bundle:');
    for (const file of bundled.sort((a, b) => b.transfer - a.transfer))
      console.log(`    ${kb(file.transfer).padStart(10)}  ${short(file.url)}`);
    console.log(`    ${kb(total(bundled)).padStart(10)}  total, ${bundled.length} files`);
    console.log(`  ratio federated / single: ${(total(federated) / total(bundled)).toFixed(2)}`);
  }
} finally {
  await browser.close();
  single.close();
  running.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

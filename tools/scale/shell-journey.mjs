// The scale stage's browser journey: the shell and the five remotes (production builds) served on free ports, the
// shell's runtime config pointing at the balancer, Debian's Chromium signing in and opening a list through it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startStaticServer } from '../build/serve.mjs';
import { REMOTES, ROOT, SHELL } from '../build/scripts/apps.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the production builds the journey serves are there (`pnpm build`, the build stage of `pnpm test`). */
export const shellBuilt = () =>
  existsSync(path.join(ROOT, SHELL.dir, 'dist/index.html')) &&
  REMOTES.every((remote) => existsSync(path.join(ROOT, remote.dir, 'dist/mf-manifest.json')));

/**
 * Serves the builds (the shell on `shellPort`, which the instances allow as a CORS origin), signs in as `email` through
 * the development sign-in and opens the user list. Answers what it saw; throws when a step fails or when any API
 * request went elsewhere than the balancer.
 */
export async function shellThroughBalancer({ balancer, shellPort, remotePorts, work, email }) {
  const origin = (port) => `http://127.0.0.1:${port}`;
  const config = {
    ...JSON.parse(readFileSync(path.join(ROOT, SHELL.dir, 'dist/config.json'), 'utf8')),
    apiBaseUrl: balancer,
    remoteOrigins: remotePorts.map(origin),
    auth: { providers: ['dev'], devIdpUrl: `${balancer}/dev-idp` },
  };
  const manifests = Object.fromEntries(
    REMOTES.map((remote, index) => [remote.name, `${origin(remotePorts[index])}/mf-manifest.json`]),
  );
  writeFileSync(path.join(work, 'config.json'), JSON.stringify(config));
  writeFileSync(path.join(work, 'remotes.json'), JSON.stringify(manifests));
  const servers = await Promise.all([
    ...REMOTES.map((remote, index) =>
      startStaticServer({ dir: path.join(ROOT, remote.dir, 'dist'), port: remotePorts[index] }),
    ),
    startStaticServer({
      dir: path.join(ROOT, SHELL.dir, 'dist'),
      port: shellPort,
      spa: true,
      overrides: {
        '/config.json': path.join(work, 'config.json'),
        '/remotes.json': path.join(work, 'remotes.json'),
      },
    }),
  ]);
  const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ baseURL: origin(shellPort), locale: 'ja-JP' });
    const apiCalls = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/')) apiCalls.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: email }).click();
    await page.getByText(email).first().waitFor({ timeout: 30_000 });
    await page.goto('/maintenance/user-list');
    await page.getByRole('heading', { name: 'ユーザー一覧' }).waitFor({ timeout: 30_000 });
    const rows = page.locator('tbody tr.sdp-table-row');
    await rows.first().waitFor({ timeout: 30_000 });
    const elsewhere = apiCalls.filter((url) => !url.startsWith(`${balancer}/`));
    if (elsewhere.length)
      throw new Error(`API requests outside the balancer: ${elsewhere.slice(0, 3).join(', ')}`);
    return `${await rows.count()} users listed, ${apiCalls.length} API requests, all through ${balancer}`;
  } finally {
    await browser.close();
    for (const server of servers) {
      server.close();
      server.closeAllConnections();
    }
  }
}

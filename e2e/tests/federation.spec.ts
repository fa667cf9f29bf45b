import { expect, test } from './fixtures';
import path from 'node:path';
import { ACCOUNTS, signIn } from '../support/session';
import { serveRuntimeConfig, withRemoteOrigins } from '../support/runtime-config';

const SINGLETONS = [
  'react',
  'react-dom',
  '@sdp/shared/router',
  '@sdp/shared/query',
  'zustand',
  '@sdp/shared',
  '@sdp/shared/ui',
  '@sdp/shared/ui/app',
];

test('React, the router, react-query, zustand and shared are one instance across shell and remotes @mock', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/authority-list');
  await expect(page.getByRole('heading', { name: '権限一覧' })).toBeVisible();
  await page.goto('/maintenance/sustainability-survey-list');
  await expect(page.getByRole('heading', { name: '調査対象一覧' })).toBeVisible();
  const loaded = await page.evaluate((names) => {
    type ShareEntry = { loaded?: boolean; from?: string; lib?: unknown };
    const scopes = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const name of names) {
      const seen = new Set<string>();
      for (const scope of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(scope.default?.[name] ?? {})) {
          if (entry.loaded || entry.lib) seen.add(`${entry.from}@${version}`);
        }
      }
      result[name] = [...seen];
    }
    return result;
  }, SINGLETONS);
  for (const name of SINGLETONS) expect(loaded[name], name).toEqual([expect.stringMatching(/^shell@/)]);
  // The share scope names whichever container first asked for a module, not whose code runs, so look at the code:
  // webpack keeps every loaded chunk in self.webpackChunk<app>, and module ids are the same hash of the same package
  // file in every app. A kit module a remote took from its own build (a second antd) would show up in both.
  const duplicates = await page.evaluate(() => {
    const ids = new Map<string, string[]>();
    for (const key of Object.keys(self).filter((name) => name.startsWith('webpackChunk'))) {
      const chunks = (self as unknown as Record<string, [unknown, Record<string, unknown>][]>)[key] ?? [];
      for (const chunk of chunks) {
        for (const id of Object.keys(chunk[1] ?? {})) ids.set(id, [...(ids.get(id) ?? []), key]);
      }
    }
    return [...ids]
      .filter(([, apps]) => new Set(apps).size > 1)
      .map(([id, apps]) => `${id}: ${apps.join(', ')}`);
  });
  expect(duplicates).toEqual([]);

  // One antd theme: a remote's primary button has appTheme's button green (#2E7D32, the AA shade of #388E3C), so it
  // rendered in the shell's ConfigProvider.
  await page.goto('/maintenance/authority-list');
  const color = await page
    .getByRole('button', { name: /新規登録/ })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(color).toBe('rgb(46, 125, 50)');
});

test('a remote moved to another URL is picked up by changing remotes.json and the allowed origins', async ({
  page,
}) => {
  const { startStaticServer } = await import('../../tools/build/serve.mjs');
  const moved = await startStaticServer({
    dir: path.join(__dirname, '../../remote-authority/dist'),
    port: 3024,
  });
  let servedFromMoved = false;
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3024/')) servedFromMoved = true;
  });
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifests = (await response.json()) as Record<string, string>;
    await route.fulfill({
      json: { ...manifests, remote_authority: 'http://localhost:3024/mf-manifest.json' },
    });
  });
  await serveRuntimeConfig(page, withRemoteOrigins('http://localhost:3024'));
  try {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/maintenance/authority-list');
    await expect(page.getByRole('heading', { name: '権限一覧' })).toBeVisible();
    expect(servedFromMoved).toBe(true);
  } finally {
    moved.close();
  }
});

test('a stopped remote shows an error inside the layout, other pages work, and retry recovers', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.route('http://localhost:3005/**', (route) => route.abort('connectionrefused'));
  await page.goto('/vehicle/vehicle-upload');
  await expect(page.getByRole('button', { name: /再読み込み/ })).toBeVisible();
  await expect(page.getByText(ACCOUNTS.admin).first()).toBeVisible();

  await page.getByRole('banner').getByText('メンテナンス', { exact: true }).click();
  await expect(page).toHaveURL(/maintenance-menu/);
  await page.goto('/maintenance/authority-list');
  await expect(page.getByRole('heading', { name: '権限一覧' })).toBeVisible();

  await page.goto('/vehicle/vehicle-upload');
  await expect(page.getByRole('button', { name: /再読み込み/ })).toBeVisible();
  await page.unroute('http://localhost:3005/**');
  await page.getByRole('button', { name: /再読み込み/ }).click();
  await expect(page.getByRole('heading', { name: '車両アップロード' })).toBeVisible();
});

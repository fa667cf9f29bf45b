import { expect, test } from './fixtures';
import path from 'node:path';
import type { Server } from 'node:http';
import { ACCOUNTS, signIn } from '../support/session';

const REMOTE_ORIGINS = [3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`);

const directive = (policy: string | undefined, name: string) =>
  new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy ?? '')?.[1]?.split(' ');

test('the shell and every remote send their Content-Security-Policy and nosniff', async ({ request }) => {
  // The mock shell (3010) runs the server's code on PGlite in the page: WebAssembly must compile there, so its policy
  // alone adds 'wasm-unsafe-eval' (WebAssembly only, never JavaScript eval). Production carries no WebAssembly.
  const shells = [
    { shell: 'http://localhost:3000', wasm: [] },
    { shell: 'http://localhost:3010', wasm: ["'wasm-unsafe-eval'"] },
  ];
  for (const { shell, wasm } of shells) {
    for (const pathname of ['/', '/maintenance/authority-list', '/main.js']) {
      const response = await request.get(`${shell}${pathname}`);
      const policy = response.headers()['content-security-policy'];
      expect(directive(policy, 'script-src'), `${shell}${pathname}`).toEqual([
        "'self'",
        ...wasm,
        ...REMOTE_ORIGINS,
      ]);
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }
  }
  for (const remote of REMOTE_ORIGINS) {
    const response = await request.get(`${remote}/remoteEntry.js`);
    const policy = response.headers()['content-security-policy'];
    expect(directive(policy, 'script-src'), remote).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('a script from a foreign origin and an inline script are blocked and reported @mock', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  // 127.0.0.1:3001 is a real remote server, but not an allowed origin (localhost:3001 is).
  const outcome = await page.evaluate(async () => {
    const violations: { blocked: string; directive: string }[] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push({ blocked: event.blockedURI, directive: event.effectiveDirective }),
    );
    const foreign = document.createElement('script');
    foreign.src = 'http://127.0.0.1:3001/remoteEntry.js';
    const loaded = new Promise<string>((resolve) => {
      foreign.onload = () => resolve('loaded');
      foreign.onerror = () => resolve('blocked');
    });
    document.head.append(foreign);
    const inline = document.createElement('script');
    inline.textContent = 'window.__sdpInjected = true;';
    document.head.append(inline);
    const foreignOutcome = await loaded;
    await new Promise((resolve) => setTimeout(resolve, 200));
    return {
      foreign: foreignOutcome,
      inline: (window as { __sdpInjected?: boolean }).__sdpInjected === true ? 'ran' : 'blocked',
      violations,
    };
  });
  // (eval is not tried here: code run by the test driver is exempt from the page's policy.)
  expect(outcome).toMatchObject({ foreign: 'blocked', inline: 'blocked' });
  expect(outcome.violations).toEqual(
    expect.arrayContaining([
      { blocked: 'http://127.0.0.1:3001/remoteEntry.js', directive: 'script-src-elem' },
      { blocked: 'inline', directive: 'script-src-elem' },
    ]),
  );
  // The app itself is untouched.
  await page.goto('/maintenance/authority-list');
  await expect(page.getByRole('heading', { name: '権限一覧' })).toBeVisible();
});

test('remotes.json naming a remote on an origin that is not allowed: that page refuses it, nothing is requested there, the other remotes work @mock', async ({
  page,
}) => {
  const { startStaticServer } = await import('../../tools/build/serve.mjs');
  // The real remote on an origin config.json does not allow: it would load if the shell did not refuse it.
  const foreign: Server = await startStaticServer({
    dir: path.join(__dirname, '../../remote-authority/dist'),
    port: 3026,
  });
  let reached = 0;
  foreign.on('request', () => (reached += 1));
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3026/')) requested.push(request.url());
  });
  await page.route('**/remotes.json', async (route) => {
    const built = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({ json: { ...built, remote_authority: 'http://localhost:3026/mf-manifest.json' } });
  });
  try {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/maintenance/authority-list');
    await expect(
      page.getByText(
        'この画面の配信元（http://localhost:3026）は許可されていないため、読み込みを中止しました。システム管理者にお問い合わせください。',
      ),
    ).toBeVisible();
    await expect(page.getByText('画面を読み込めませんでした')).toBeVisible();
    await expect(page.getByRole('button', { name: /再読み込み/ })).toHaveCount(0);
    await expect(page.getByText(ACCOUNTS.admin).first()).toBeVisible();

    await page.goto('/maintenance/sustainability-survey-list');
    await expect(page.getByRole('heading', { name: '調査対象一覧' })).toBeVisible();
    await page.goto('/maintenance/user-list');
    await expect(page.getByRole('heading', { name: 'ユーザー一覧' })).toBeVisible();
    expect(requested).toEqual([]);
    expect(reached).toBe(0);
  } finally {
    foreign.close();
  }
});

import { expect, test } from './fixtures';
import { signOut } from '../support/session';
import { startOidcStandIn, type OidcStandIn } from '../support/oidc-stand-in';
import { expectSignedIn, loginAlert, openPopup, tab, useStandInProviders } from '../support/sign-in-pages';

// The real MSAL code path (popup, auth code + PKCE, silent renewal) against a local OpenID Connect stand-in;
// the API verifies the stand-in's RS256 access tokens as it would Entra ID's. Seeded users no other journey
// uses, because the first sign-in binds an account to its provider.
const BOTH_TABS = 'user010@example.com'; // BUSINESS_COMPANY
const BUTTON = 'Microsoft アカウントでログイン';

let standIn: OidcStandIn;
test.beforeAll(async () => {
  standIn = await startOidcStandIn();
});
test.afterAll(() => standIn?.stop());

test.use({ ignoreHTTPSErrors: true }); // the stand-in's throw-away certificate
test.beforeEach(({ context }) => useStandInProviders(context));

test('signs in with Microsoft, shows the roles’ tabs, renews an old token silently, and signs out everywhere', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (url, target, features) => {
      sessionStorage.setItem('popup-features', String(features));
      return open(url, target, features);
    };
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Google アカウントでログイン' })).toBeVisible();
  await expect(page.getByRole('list', { name: '開発用アカウント' })).toHaveCount(0);
  const popup = await openPopup(page, BUTTON);
  await expect(popup.getByText('prompt=select_account')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('popup-features'))).toMatch(
    /width=500, height=600/,
  );
  await popup.getByRole('link', { name: BOTH_TABS }).click();

  await expectSignedIn(page, BOTH_TABS);
  await expect(tab(page, '可視化')).toBeVisible();
  await expect(tab(page, 'メンテナンス')).toBeVisible();

  // A token older than 300 s is renewed (refresh grant) before the next call.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('sdp-session') ?? '{}');
    stored.state.tokenIssuedAt = Date.now() - 301_000;
    localStorage.setItem('sdp-session', JSON.stringify(stored));
  });
  await page.goto('/maintenance-menu');
  await expect(tab(page, 'メンテナンス')).toBeVisible();
  await expect.poll(() => standIn.grants.filter((grant) => grant === 'refresh_token').length).toBe(1);

  // Sign-out in one tab signs out the others.
  const other = await context.newPage();
  await other.goto('/report-menu');
  await expect(tab(other, '可視化')).toBeVisible();
  await signOut(page, BOTH_TABS);
  await expect(other).toHaveURL(/\/login/);
  await page.goto('/report-menu');
  await expect(page).toHaveURL(/\/login/);
});

test('an account the product does not know is refused', async ({ page }) => {
  await page.goto('/login');
  const popup = await openPopup(page, BUTTON);
  await popup.getByRole('link', { name: 'stranger@example.com' }).click();
  await expect(loginAlert(page)).toHaveText('システム管理者にお問い合わせください');
  await expect(page).toHaveURL(/\/login$/);
});

test('cancelling at the provider shows the login-failed message', async ({ page }) => {
  await page.goto('/login');
  const popup = await openPopup(page, BUTTON);
  await popup.getByRole('link', { name: 'キャンセル' }).click();
  await expect(loginAlert(page)).toHaveText('ログインに失敗しました');
});

test('a blocked popup says so', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: BUTTON }).click();
  await expect(loginAlert(page)).toHaveText(
    'ポップアップがブロックされました。ブラウザの設定でポップアップを許可してください。',
  );
});

test('a popup closed by the user is reported after the 8 s check', async ({ page }) => {
  await page.goto('/login');
  const popup = await openPopup(page, BUTTON);
  await popup.close();
  const closedAt = Date.now();
  await expect(loginAlert(page)).toHaveText('ログイン画面が閉じられました。もう一度ログインしてください。', {
    timeout: 15_000,
  });
  expect(Date.now() - closedAt).toBeGreaterThanOrEqual(7_500);
  await expect(page.getByRole('button', { name: BUTTON })).toBeEnabled();
});

test('a network failure while fetching the token shows the network message', async ({ page }) => {
  await page.route(/\/e2e-tenant\/v2\.0\/token/, (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  const popup = await openPopup(page, BUTTON);
  await popup.getByRole('link', { name: BOTH_TABS }).click();
  await expect(loginAlert(page)).toHaveText('ネットワークに接続できません。通信環境を確認してください。');
});

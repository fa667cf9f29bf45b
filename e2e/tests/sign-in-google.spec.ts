import { expect, test, type Page } from './fixtures';
import { signOut } from '../support/session';
import { addEmulatorGoogleAccount, startAuthEmulator } from '../support/stand-ins';
import { expectSignedIn, loginAlert, openPopup, tab, useStandInProviders } from '../support/sign-in-pages';

// The real Firebase SDK (signInWithPopup, ID token renewal, sign-out) against the Firebase Auth emulator of
// firebase-tools; the API accepts the emulator's unsigned tokens only because FIREBASE_AUTH_EMULATOR_HOST is
// set in this non-production run. A seeded user no other journey uses (the first sign-in binds the account),
// held by the emulator under a fixed user id.
const REPORT_ONLY = 'user011@example.com'; // VIEWER
const BUTTON = 'Google アカウントでログイン';

let stopEmulator: (() => void) | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  stopEmulator = await startAuthEmulator();
  await addEmulatorGoogleAccount(REPORT_ONLY);
});
test.afterAll(() => stopEmulator?.());
test.beforeEach(({ context }) => useStandInProviders(context));

/** The emulator's stand-in of Google's account chooser: an account it holds. */
const chooseAccount = (popup: Page, email: string) => popup.getByText(email).click();

/** …or a new account with this e-mail. */
async function addAccount(popup: Page, email: string): Promise<void> {
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#sign-in').click();
}

test('signs in with Google, shows only the report tab, and signs out', async ({ page }) => {
  await page.goto('/login');
  const popup = await openPopup(page, BUTTON);
  await chooseAccount(popup, REPORT_ONLY);

  await expectSignedIn(page, REPORT_ONLY);
  await expect(tab(page, '可視化')).toBeVisible();
  await expect(tab(page, 'メンテナンス')).toHaveCount(0);

  // A token older than 300 s: the SDK is asked for a fresh ID token, and the page still loads.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('sdp-session') ?? '{}');
    stored.state.tokenIssuedAt = Date.now() - 301_000;
    localStorage.setItem('sdp-session', JSON.stringify(stored));
  });
  await page.goto('/report-menu');
  await expect(tab(page, '可視化')).toBeVisible();
  // The emulator's tokens are unsigned and dated to the second, so a renewal within the sign-in's second can be the
  // same string: what shows the renewal is the session's issue time, set again when the SDK answered.
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('sdp-session') ?? '{}').state.tokenIssuedAt),
    )
    .toBeGreaterThan(Date.now() - 60_000);

  await signOut(page, REPORT_ONLY);
  await page.goto('/report-menu');
  await expect(page).toHaveURL(/\/login/);
});

test('an account the product does not know is refused', async ({ page }) => {
  await page.goto('/login');
  const popup = await openPopup(page, BUTTON);
  await addAccount(popup, 'stranger@example.com');
  await expect(loginAlert(page)).toHaveText('システム管理者にお問い合わせください');
  await expect(page).toHaveURL(/\/login$/);
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
});

test('a network failure during sign-in shows the network message', async ({ page }) => {
  await page.route('**/accounts:signInWithIdp**', (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  const popup = await openPopup(page, BUTTON);
  await chooseAccount(popup, REPORT_ONLY);
  await expect(loginAlert(page)).toHaveText('ネットワークに接続できません。通信環境を確認してください。');
});

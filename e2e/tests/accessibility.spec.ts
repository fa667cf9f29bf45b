import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { PAGES } from '../support/pages';
import { ACCOUNTS, signIn } from '../support/session';

/** WCAG 2.0/2.1 A and AA, and 2.2 AA (issue #9). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Finding = { page: string; rule: string; impact: string; targets: string[] };

/**
 * Waits until the page has settled (no spinner, no pending request, no opening or closing animation: a dialog or an
 * error message fading in has not reached its colours yet), then runs axe on the whole document.
 */
async function audit(page: Page, label: string): Promise<Finding[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => ({
    page: label,
    rule: v.id,
    impact: v.impact ?? '',
    targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

test('the login page has no WCAG A/AA violations @mock', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: ACCOUNTS.admin })).toBeVisible();
  expect(await audit(page, '/login')).toEqual([]);
});

test('every page in its main state has no WCAG A/AA violations', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.admin);
  const findings: Finding[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
    findings.push(...(await audit(page, path)));
  }
  expect(findings).toEqual([]);
});

test('a form showing its errors and a confirmation dialog have no WCAG A/AA violations', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/authority-registration');
  await page.getByRole('button', { name: /^登録$/ }).click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /権限グループID/ })).toHaveAttribute('aria-invalid', 'true');
  const findings = await audit(page, 'authority registration with errors');

  await page.goto('/maintenance/authority-list');
  await expect(page.getByRole('table', { name: '権限グループ一覧' })).toBeVisible();
  await page.getByRole('button', { name: /削除/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await audit(page, 'delete confirmation dialog')));
  expect(findings).toEqual([]);
});

test('the user menu and the 404 page have no WCAG A/AA violations @mock', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance-menu');
  await page.getByRole('button', { name: ACCOUNTS.admin }).click();
  await expect(page.getByRole('menuitem', { name: /ログアウト/ })).toBeVisible();
  const findings = await audit(page, 'user menu open');

  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
  findings.push(...(await audit(page, '404 page')));
  expect(findings).toEqual([]);
});

test('the main journey works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  const account = page.getByRole('button', { name: ACCOUNTS.admin });
  // The account picker loads its list: tabbing before it is there would run past it.
  await expect(account).toBeVisible();
  await tabUntil(page, ACCOUNTS.admin, 20);
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  // From the menu, reach the authority list by keyboard.
  await page.goto('/maintenance-menu');
  const card = page.getByRole('link', { name: '権限一覧' });
  await expect(card).toBeVisible();
  await tabUntil(page, '権限', 40);
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/authority-list/);
  await expect(page.getByRole('table', { name: '権限グループ一覧' })).toBeVisible();
});

/** Presses Tab until the focused element's text contains `text`, at most `limit` times. */
async function tabUntil(page: Page, text: string, limit: number): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused.includes(text)) return;
  }
}

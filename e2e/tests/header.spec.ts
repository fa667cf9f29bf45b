import { expect, test } from './fixtures';
import { ACCOUNTS, signIn, signOut } from '../support/session';

const tab = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('banner').getByText(name, { exact: true });

test('tabs and logo follow the roles: both tabs for the administrator, report first @mock', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(tab(page, '可視化')).toBeVisible();
  await expect(tab(page, 'メンテナンス')).toBeVisible();
  await page.goto('/maintenance/authority-list');
  await page.getByRole('button', { name: /ロゴ/ }).click();
  await expect(page).toHaveURL(/\/report-menu$/);
});

test('a maintenance-only user sees only the maintenance tab and the logo leads there', async ({ page }) => {
  await signIn(page, ACCOUNTS.editor);
  await expect(tab(page, 'メンテナンス')).toBeVisible();
  await expect(tab(page, '可視化')).toHaveCount(0);
  await page.goto('/maintenance/user-list');
  await page.getByRole('button', { name: /ロゴ/ }).click();
  await expect(page).toHaveURL(/\/maintenance-menu$/);
});

test('a report-only user sees only the report tab and the maintenance menu is denied', async ({ page }) => {
  await signIn(page, ACCOUNTS.viewer);
  await expect(tab(page, '可視化')).toBeVisible();
  await expect(tab(page, 'メンテナンス')).toHaveCount(0);
  await page.goto('/maintenance-menu');
  await expect(page.getByText('アクセス権限がありません')).toBeVisible();
});

test('footer and sign-out: the session is gone after logout @mock', async ({ page }) => {
  await signIn(page, ACCOUNTS.org);
  await expect(page.getByText('お問い合わせ')).toBeVisible();
  await expect(page.getByText(/2024/)).toBeVisible();
  await signOut(page, ACCOUNTS.org);
  await page.goto('/maintenance/client-list');
  await expect(page).toHaveURL(/\/login/);
});

test('while the development sign-in is on, every page says so: login, menus, a remote page, 404 @mock', async ({
  page,
}) => {
  const banner = page.getByRole('status').filter({ hasText: '開発用サインインが有効です' });
  await page.goto('/login');
  await expect(banner).toBeVisible();
  await signIn(page, ACCOUNTS.admin);
  for (const path of ['/report-menu', '/maintenance-menu', '/maintenance/authority-list', '/no-such-page']) {
    await page.goto(path);
    await expect(banner, path).toBeVisible();
  }
});

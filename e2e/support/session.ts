import { expect, type Page } from '@playwright/test';

export const ACCOUNTS = {
  admin: 'admin@example.com',
  business: 'business@example.com',
  org: 'org@example.com',
  editor: 'editor@example.com',
  approver: 'approver@example.com',
  vehicle: 'vehicle@example.com',
  viewer: 'viewer@example.com',
  norole: 'norole@example.com',
  verifier: 'verifier@example.com',
} as const;

/** Signs in through the development account picker on /login, as a person would. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: email }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText(email).first()).toBeVisible();
}

export async function signOut(page: Page, email: string): Promise<void> {
  await page.getByText(email).first().click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login/);
}

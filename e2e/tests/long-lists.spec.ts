import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from '../support/session';

/** Scrolls a list's table box and answers where its header was before and after. */
async function headerAfterScroll(page: Page, header: string) {
  const cell = page.getByRole('columnheader', { name: header }).first();
  const box = page.locator('.ant-table-content').first();
  const before = (await cell.boundingBox())!;
  await box.evaluate((element) => element.scrollTo(0, 1500));
  await expect.poll(async () => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  return { before, after: (await cell.boundingBox())! };
}

test('a long list scrolls under its header (the shared list table every list uses)', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/user-list?per_page=100');
  await expect(page.locator('tbody tr.ant-table-row').nth(40)).toBeAttached();
  const users = await headerAfterScroll(page, 'ユーザーID');
  expect(Math.abs(users.after.y - users.before.y)).toBeLessThan(2);
});

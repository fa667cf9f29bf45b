import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';

test('the verifier reads 検証資料 and 変更履歴 only, and downloads a year of data', async ({ page }) => {
  await signIn(page, ACCOUNTS.verifier);
  await expect(page).toHaveURL(/\/maintenance-menu$/);
  const cards = page.locator('main').getByRole('link');
  await expect(cards).toHaveText(['変更履歴', '検証資料']);

  await cards.filter({ hasText: '検証資料' }).click();
  await expect(page).toHaveURL(/\/maintenance\/assurance$/);
  await expect(page.getByRole('heading', { name: '検証資料' })).toBeVisible();
  const year = page.getByRole('region', { name: '2025年度', exact: true });
  await expect(year).toBeVisible();
  await expect(year.getByText(/^(準備中|受付中|締め済み)$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await year.getByRole('button', { name: /調査結果$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  expect((await readFile(await file.path(), 'utf-8')).trim().split('\r\n').length).toBeGreaterThan(1);
  await expect(page.getByText('エクスポートが完了しました')).toBeVisible();

  // Any other page is closed to it.
  await page.goto('/maintenance/user-list');
  await expect(page.getByText('アクセス権限がありません')).toBeVisible();
});

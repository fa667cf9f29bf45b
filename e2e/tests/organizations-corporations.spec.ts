import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { deleteRow, field, endsWith, pick, search } from './organizations-support';

test('a related company is registered, edited and deleted after confirmation', async ({ page }) => {
  const code = `9${String(Date.now()).slice(-7)}`;
  await signIn(page, ACCOUNTS.org);
  await page.goto('/maintenance/organization-list?tab=consolidated');
  await page.getByRole('button', { name: endsWith('新規登録') }).click();
  await expect(page).toHaveURL(/organization-consolidated-registration/);
  await field(page, '会社コード').fill(code);
  await field(page, '会社名').fill('E2E商事');
  await field(page, '正式会社名').fill('E2E商事株式会社');
  await field(page, '正式会社名（カナ）').fill('イーツーイーショウジ');
  await pick(page, 'グループ');
  await pick(page, '本部');
  await pick(page, '主管部');
  await page.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText('登録が完了しました')).toBeVisible();
  await expect(page).toHaveURL(/tab=consolidated/);

  await search(page, code);
  await page.getByRole('button', { name: `${code}を編集` }).click();
  await expect(page).toHaveURL(/organization-consolidated-edit-/);
  await expect(field(page, '正式会社名（カナ）')).toHaveValue('イーツーイーショウジ');
  await field(page, '会社名').fill('E2Eトレーディング');
  await page.getByRole('button', { name: '更新', exact: true }).click();
  await expect(page.getByText('編集が完了しました')).toBeVisible();

  await search(page, code);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('E2Eトレーディング');
  await deleteRow(page, code);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});

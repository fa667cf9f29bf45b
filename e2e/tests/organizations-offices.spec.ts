import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { deleteRow, field, endsWith, exportCsv, pick, search, uniqueCode } from './organizations-support';

test('an office is registered, edited, exported with its new name, and deleted after confirmation', async ({
  page,
}) => {
  const code = uniqueCode('E2E-', 8);
  await signIn(page, ACCOUNTS.org);
  await page.goto('/maintenance/organization-list?tab=office');
  await page.getByRole('button', { name: endsWith('新規登録') }).click();
  await expect(page).toHaveURL(/organization-office-registration/);
  await field(page, '事業所コード').fill(code);
  await field(page, '事業所名').fill('E2E横浜事業所');
  await pick(page, 'グループ');
  await pick(page, '統括本部');
  await pick(page, '管理部');
  await page.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText('登録が完了しました')).toBeVisible();
  await expect(page).toHaveURL(/tab=office/);

  await search(page, code);
  await page.getByRole('button', { name: `${code}を編集` }).click();
  await expect(page).toHaveURL(/organization-office-edit-/);
  await expect(field(page, '事業所コード')).toHaveValue(code);
  await field(page, '事業所名').fill('E2E川崎事業所');
  await page.getByRole('button', { name: '更新', exact: true }).click();
  await expect(page.getByText('編集が完了しました')).toBeVisible();

  await search(page, code);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('E2E川崎事業所');
  const rows = await exportCsv(page);
  // The office upload's columns, so the file can be edited and uploaded back.
  expect(rows[0]!.slice(0, 5)).toEqual([
    '調査年度',
    '事業所コード',
    '事業所名',
    '事業所名（英語）',
    '事業所区分',
  ]);
  expect(rows.filter((row) => row[1] === code).map((row) => [row[0], row[2]])).toEqual([
    ['2025', 'E2E川崎事業所'],
  ]);

  await deleteRow(page, code);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});

import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { uploadCsv } from './csv-upload-support';
import {
  csvFile,
  deleteRow,
  endsWith,
  exportCsv,
  pick,
  search,
  uniqueCode,
  field,
} from './organizations-support';

const HEADER = '調査年度,グループコード,グループ名,本部コード,本部名,部コード,部名,課コード,課名';

test('an organisation administrator registers, edits and deletes an internal unit @mock', async ({
  page,
}) => {
  const code = uniqueCode('Q', 5);
  await signIn(page, ACCOUNTS.org);
  await page.goto('/maintenance/organization-list');
  await page.getByRole('button', { name: endsWith('新規登録') }).click();
  await expect(page).toHaveURL(/organization-registration/);
  // The form's own fields first: until the page's module has loaded, the list's group filter is still on screen.
  await field(page, '部コード').fill(code);
  await field(page, '部名').fill('E2E推進部');
  await pick(page, 'グループ');
  await pick(page, '本部');
  await page.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText('登録が完了しました')).toBeVisible();

  await search(page, code);
  await page.getByRole('button', { name: `${code}を編集` }).click();
  await expect(page).toHaveURL(/organization-edit-/);
  await expect(field(page, '部コード')).toHaveValue(code);
  await field(page, '部名').fill('E2E改革部');
  await page.getByRole('button', { name: '更新', exact: true }).click();
  await expect(page.getByText('編集が完了しました')).toBeVisible();

  await search(page, code);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('E2E改革部');
  await deleteRow(page, code);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});

test('an upload with bad rows lists them and imports nothing; a good file imports; the export has its rows', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.org);
  await page.goto('/maintenance/organization-list');
  const before = await exportCsv(page);
  expect(before[0]!.join(',')).toBe(HEADER);
  // The new departments go under an existing headquarters, with its names as they are.
  const [, group, groupName, hq, hqName] = before[1]!;
  const dept = uniqueCode('U', 5);
  const good = `2025,${group},${groupName},${hq},${hqName},${dept},E2Eアップロード部,,`;
  const section = `2025,${group},${groupName},${hq},${hqName},${dept},E2Eアップロード部,${dept}S1,E2E第一課`;

  const dialog = page.getByRole('dialog', { name: '社内組織の一括登録' });
  await page.getByRole('button', { name: endsWith('CSVアップロード') }).click();
  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      csvFile('bad.csv', [
        HEADER,
        good,
        `2025,${group},${groupName},${hq},${hqName},TOOLONG,長すぎる部,,`,
        section,
        `2030,${group},${groupName},${hq},${hqName},${dept}X,年度違い部,,`,
      ]),
    );
  await dialog.getByRole('button', { name: '内容を確認' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^3 部コード/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^5 調査年度/ })).toBeVisible();
  await dialog.getByRole('button').filter({ hasText: '閉じる' }).click();
  await search(page, dept);
  await expect(page.getByText('該当する社内組織はありません')).toBeVisible();

  await page.getByRole('button', { name: endsWith('CSVアップロード') }).click();
  await uploadCsv(dialog, csvFile('good.csv', [HEADER, good, section]));
  await expect(page.getByText('一括登録が完了しました（2件）')).toBeVisible();
  await search(page, dept);
  await expect(page.getByRole('row', { name: new RegExp(`${dept}S1`) })).toContainText('E2E第一課');

  const after = await exportCsv(page);
  const imported = after.filter((row) => row[5] === dept).map((row) => [row[6], row[7], row[8]]);
  expect(imported.sort()).toEqual([
    ['E2Eアップロード部', '', ''],
    ['E2Eアップロード部', `${dept}S1`, 'E2E第一課'],
  ]);
});

import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';

test('an administrator creates, edits and deletes an authority group @mock', async ({ page }) => {
  const id = `E2E_${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/authority-list');
  await expect(page.getByRole('heading', { name: '権限一覧' })).toBeVisible();
  await page.getByRole('button', { name: /新規登録/ }).click();
  await expect(page).toHaveURL(/authority-registration/);

  // Submitting empty shows the Japanese required messages and sends nothing.
  await page.getByRole('button', { name: /^登録$/ }).click();
  await expect(page.getByText('権限グループIDを入力してください')).toBeVisible();

  await page.getByRole('textbox', { name: '権限グループID' }).fill(id);
  await page.getByRole('textbox', { name: '権限グループ名' }).fill('E2E 確認用グループ');
  await page.getByRole('checkbox', { name: 'ユーザーマスタ閲覧' }).click();
  await page.getByRole('button', { name: /^登録$/ }).click();
  await expect(page.getByText('登録が完了しました')).toBeVisible();
  await expect(page).toHaveURL(/authority-list/);

  await page.getByLabel('キーワード').fill(id);
  await page.getByRole('button', { name: /検索/ }).click();
  const row = page.getByRole('row', { name: new RegExp(id) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /編集/ }).click();
  await expect(page).toHaveURL(new RegExp(`authority-edit-${id}`));
  await page.getByRole('textbox', { name: '権限グループ名' }).fill('E2E 確認用グループ（変更後）');
  await page.getByRole('button', { name: /^(更新|保存)$/ }).click();
  await expect(page.getByText('編集が完了しました')).toBeVisible();

  await page.getByLabel('キーワード').fill(id);
  await page.getByRole('button', { name: /検索/ }).click();
  const edited = page.getByRole('row', { name: /（変更後）/ });
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: /削除/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /削除|OK|はい/ })
    .click();
  await expect(page.getByText('削除が完了しました')).toBeVisible();
  await expect(page.getByRole('row', { name: /（変更後）/ })).toHaveCount(0);
});

test('deleting a group still used by users is refused with W-004', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/authority-list');
  const row = page.getByRole('row', { name: /VIEWER/ }).first();
  await row.getByRole('button', { name: /削除/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /削除|OK|はい/ })
    .click();
  await expect(page.getByText('他のデータで使用されているため削除できません')).toBeVisible();
});

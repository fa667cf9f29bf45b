import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { settledDialog } from '../support/dialog';

const LIST = '/maintenance/authority-list';
const EDIT = '/maintenance/authority-edit-ORG_ADMIN';
const QUESTION = '入力内容を破棄しますか？';

/** Opened from the list's 編集 button, so Back is a move inside the app (not to another document). */
async function openChangedForm(page: Page) {
  await page.goto(LIST);
  await page
    .getByRole('row', { name: /ORG_ADMIN/ })
    .getByRole('button', { name: /を編集$/ })
    .click();
  await expect(page).toHaveURL(EDIT);
  // The list stays on screen while the edit page loads; its own fields are read once its heading shows.
  await expect(page.getByRole('heading', { name: '権限編集' })).toBeVisible();
  const name = page.getByRole('textbox', { name: '権限グループ名' });
  await expect(name).toHaveValue(/./);
  const original = await name.inputValue();
  await name.fill('E2E 離脱確認');
  return { name, original };
}

/** The shell's header, the router and a remote's form together: every way out of a changed form asks first. */
test('a changed form asks before a header tab, the logo, a link and Back take the user away @mock', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const { name } = await openChangedForm(page);

  // Header tab: 入力を続ける keeps the page and what was typed.
  await page.getByRole('tab', { name: 'メンテナンス' }).click();
  let dialog = await settledDialog(page);
  await expect(dialog).toContainText(QUESTION);
  await dialog.getByRole('button', { name: '入力を続ける' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(EDIT);
  await expect(name).toHaveValue('E2E 離脱確認');

  // The logo asks as well.
  await page.getByRole('button', { name: /ロゴ/ }).click();
  dialog = await settledDialog(page);
  await dialog.getByRole('button', { name: '入力を続ける' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(EDIT);

  // Back (the browser's history): asked, and 破棄して移動 goes where Back leads: the list.
  await page.goBack();
  dialog = await settledDialog(page);
  await expect(page).toHaveURL(EDIT);
  await dialog.getByRole('button', { name: '破棄して移動' }).click();
  await expect(page).toHaveURL(LIST);

  // An unchanged form leaves without a question.
  await page.goto(EDIT);
  await expect(page.getByRole('textbox', { name: '権限グループ名' })).toHaveValue(/./);
  await page.getByRole('tab', { name: 'メンテナンス' }).click();
  await expect(page).toHaveURL(/maintenance-menu/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a reload of a changed form gets the browser’s own prompt', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const { original } = await openChangedForm(page);
  const prompt = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  // Dismissed, the reload does not happen; the promise of the reload itself is left alone.
  void page.reload().catch(() => undefined);
  expect(await prompt).toBe('beforeunload');
  await expect(page.getByRole('textbox', { name: '権限グループ名' })).toHaveValue('E2E 離脱確認');

  // After a save the list opens without any question.
  await page.getByRole('textbox', { name: '権限グループ名' }).fill(original);
  await page.getByRole('button', { name: /^(更\s?新|保\s?存)$/ }).click();
  await expect(page.getByText('編集が完了しました')).toBeVisible();
  await expect(page).toHaveURL(/authority-list/);
});

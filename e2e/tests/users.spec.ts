import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { settledDialog } from '../support/dialog';

const form = (page: Page) => page.getByRole('form', { name: 'ユーザー情報' });

async function pick(page: Page, label: string, option: RegExp | string) {
  await form(page).getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

async function openApplication(page: Page, tab: '申請一覧' | '承認待ち', name: string) {
  await page.goto(`/maintenance/user-list?tab=${tab === '申請一覧' ? 'application' : 'approval'}`);
  await page
    .getByRole('button', { name: `${name}の申請を${tab === '承認待ち' ? '確認' : '詳細'}` })
    .first()
    .click();
}

// Buttons with an icon are named "<icon> <label>".
const endsWith = (label: string) => new RegExp(`(^|\\s)${label}$`);

async function act(page: Page, button: string, confirm: string, comment?: string) {
  await page.getByRole('button', { name: endsWith(button) }).click();
  const dialog = await settledDialog(page);
  if (comment) await dialog.getByLabel('コメント').fill(comment);
  await dialog.getByRole('button', { name: confirm }).click();
}

test('register, remand with a comment, reapply, accept: the user becomes active', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const surname = '試験';
  const givenName = `太郎${stamp}`;
  const name = `${surname} ${givenName}`;
  const editor = await (await browser.newContext()).newPage();
  const approver = await (await browser.newContext()).newPage();

  await signIn(editor, ACCOUNTS.editor);
  await editor.goto('/maintenance/user-list?tab=application');
  await editor.getByRole('button', { name: '新規登録申請' }).click();
  await form(editor).getByLabel('姓', { exact: true }).fill(surname);
  await form(editor).getByLabel('名', { exact: true }).fill(givenName);
  await form(editor).getByLabel('姓（フリガナ）').fill('シケン');
  await form(editor).getByLabel('名（フリガナ）').fill('タロウ');
  await form(editor).getByLabel('メールアドレス').fill(`e2e-${stamp}@example.com`);
  await pick(editor, 'グループ', /./);
  // The list is longer than the popup shows (antd renders the visible options only): search narrows it first.
  const groups = form(editor).getByLabel('権限グループ', { exact: true });
  await groups.click();
  await groups.fill('VIEWER');
  await editor
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /VIEWER/ })
    .first()
    .click();
  await form(editor)
    .getByRole('button', { name: endsWith('登録申請') })
    .click();
  await expect(editor.getByText('登録申請が完了しました')).toBeVisible();

  await signIn(approver, ACCOUNTS.approver);
  await openApplication(approver, '承認待ち', name);
  await act(approver, '差戻し', '差戻す', 'フリガナを確認してください');
  await expect(approver.getByText('差戻しました')).toBeVisible();

  await openApplication(editor, '申請一覧', name);
  await expect(editor.getByText('フリガナを確認してください')).toBeVisible();
  await editor.getByRole('button', { name: endsWith('再申請') }).click();
  await form(editor).getByLabel('名（フリガナ）').fill('タロウ');
  await form(editor)
    .getByRole('button', { name: endsWith('再申請') })
    .click();
  await expect(editor.getByText('再申請が完了しました')).toBeVisible();

  await openApplication(approver, '承認待ち', name);
  await act(approver, '承認', '承認する');
  await expect(approver.getByText('承認しました')).toBeVisible();

  await approver.goto(`/maintenance/user-list?mail=e2e-${stamp}@example.com`);
  await expect(approver.getByRole('row', { name: new RegExp(givenName) })).toContainText('有効');
});

test('the approver cannot accept an own application, and only approvers see the approval tab', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.editor);
  await page.goto('/maintenance/user-list');
  await expect(page.getByRole('tab', { name: '申請一覧' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '承認待ち' })).toHaveCount(0);
  await page.goto('/maintenance/user-list?tab=approval');
  await expect(page.getByText('アクセス権限がありません')).toBeVisible();
});

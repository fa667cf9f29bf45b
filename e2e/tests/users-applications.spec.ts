import { expect, test, type Browser, type Page } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { selectOption } from './select-option';
import { activeUser, apiAs, applied, registrationBody, signInStatus } from './users-api';
import { settledDialog } from '../support/dialog';

const form = (page: Page) => page.getByRole('form', { name: 'ユーザー情報' });
// Buttons with an icon are named "<icon> <label>".
const endsWith = (label: string) => new RegExp(`(^|\\s)${label}$`);
const stampOf = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** Opens the one pending application of `name` from the approver's queue. */
async function openApproval(page: Page, name: string) {
  await page.goto('/maintenance/user-list?tab=approval');
  await page.getByRole('button', { name: `${name}の申請を確認` }).click();
  await expect(page).toHaveURL(/user-pending-detail-/);
}

async function act(page: Page, button: string, confirm: string, comment?: string) {
  await page.getByRole('button', { name: endsWith(button) }).click();
  const dialog = await settledDialog(page);
  if (comment) await dialog.getByLabel('コメント').fill(comment);
  await dialog.getByRole('button', { name: confirm }).click();
}

test('a change application is remanded with a comment, reapplied and accepted: the user shows the new values', async ({
  browser,
  request,
}) => {
  const stamp = stampOf();
  const user = await activeUser(request, stamp, `変更${stamp}`);
  const editor = await pageAs(browser, ACCOUNTS.editor);
  const approver = await pageAs(browser, ACCOUNTS.approver);

  await editor.goto(`/maintenance/user-detail-${user.userId}`);
  await editor.getByRole('button', { name: endsWith('変更申請') }).click();
  await expect(editor).toHaveURL(/user-edit-/);
  await form(editor).getByLabel('備考').fill('異動のため');
  await form(editor)
    .getByRole('button', { name: endsWith('変更申請') })
    .click();
  await expect(editor.getByText('変更申請が完了しました')).toBeVisible();

  await openApproval(approver, user.name);
  await act(approver, '差戻し', '差戻す', '異動日を備考に書いてください');
  await expect(approver.getByText('差戻しました')).toBeVisible();

  await editor.goto(`/maintenance/user-detail-${user.userId}`);
  await editor.getByRole('button', { name: '申請内容を見る' }).click();
  await expect(editor.getByText('異動日を備考に書いてください')).toBeVisible();
  await editor.getByRole('button', { name: endsWith('再申請') }).click();
  await form(editor).getByLabel('備考').fill('4月1日付の異動');
  await form(editor)
    .getByRole('button', { name: endsWith('再申請') })
    .click();
  await expect(editor.getByText('再申請が完了しました')).toBeVisible();

  await openApproval(approver, user.name);
  await act(approver, '承認', '承認する');
  await expect(approver.getByText('承認しました')).toBeVisible();
  await approver.goto(`/maintenance/user-detail-${user.userId}`);
  await expect(approver.getByText('4月1日付の異動')).toBeVisible();
  await expect(approver.getByText('有効', { exact: true })).toBeVisible();
});

test('a deletion application, once accepted, deletes the user, who can no longer sign in', async ({
  browser,
  request,
}) => {
  const stamp = stampOf();
  const user = await activeUser(request, stamp, `削除${stamp}`);
  expect(await signInStatus(request, user.mail)).toBe(200);
  const editor = await pageAs(browser, ACCOUNTS.editor);
  const approver = await pageAs(browser, ACCOUNTS.approver);

  await editor.goto(`/maintenance/user-detail-${user.userId}`);
  await act(editor, '削除申請', '削除申請する', '退職のため');
  await expect(editor.getByText('削除申請が完了しました')).toBeVisible();

  await openApproval(approver, user.name);
  await expect(approver.getByText('退職のため')).toBeVisible();
  await act(approver, '承認', '承認する');
  await expect(approver.getByText('承認しました')).toBeVisible();
  await approver.goto(`/maintenance/user-detail-${user.userId}`);
  await expect(approver.getByText('削除済', { exact: true })).toBeVisible();
  expect(await signInStatus(request, user.mail)).toBe(403);
});

test('the approver denies a registration: the application shows 否認 with the reason', async ({
  browser,
  request,
}) => {
  const stamp = stampOf();
  const editorApi = await apiAs(request, ACCOUNTS.editor);
  const body = await registrationBody(editorApi, stamp, `否認${stamp}`);
  await applied(await editorApi.post('/users/regist', body));
  const approver = await pageAs(browser, ACCOUNTS.approver);

  await openApproval(approver, `${body.surname} ${body.given_name}`);
  await act(approver, '否認', '否認する', '対象外の社員です');
  await expect(approver.getByText('否認しました')).toBeVisible();

  await approver.goto(`/maintenance/user-list?tab=application&mail=${body.mail}`);
  const row = approver.getByRole('row', { name: new RegExp(body.given_name) });
  await expect(row).toContainText('否認');
  await row.getByRole('button', { name: /申請を詳細/ }).click();
  await expect(approver.getByText('対象外の社員です')).toBeVisible();
  await expect(approver.getByRole('button', { name: endsWith('承認') })).toHaveCount(0);
});

test('an editor withdraws an own registration application @mock', async ({ page }) => {
  const stamp = stampOf();
  const givenName = `取下${stamp}`;
  const mail = `e2e-${stamp}@example.com`;
  await signIn(page, ACCOUNTS.editor);
  await page.goto('/maintenance/user-list?tab=application');
  await page.getByRole('button', { name: '新規登録申請' }).click();
  await form(page).getByLabel('姓', { exact: true }).fill('試験');
  await form(page).getByLabel('名', { exact: true }).fill(givenName);
  await form(page).getByLabel('姓（フリガナ）').fill('シケン');
  await form(page).getByLabel('名（フリガナ）').fill('サブロウ');
  await form(page).getByLabel('メールアドレス').fill(mail);
  await selectOption(form(page).getByLabel('グループ', { exact: true }));
  await selectOption(form(page).getByLabel('権限グループ'));
  // The office list is open to user editors, so the office can be chosen.
  await selectOption(form(page).getByLabel('事業所'));
  await form(page)
    .getByRole('button', { name: endsWith('登録申請') })
    .click();
  await expect(page.getByText('登録申請が完了しました')).toBeVisible();

  const search = page.getByRole('form', { name: '検索条件' });
  await search.getByLabel('メールアドレス').fill(mail);
  await search.getByRole('button', { name: /検索/ }).click();
  await page.getByRole('button', { name: `試験 ${givenName}の申請を詳細` }).click();
  await act(page, '申請取下げ', '取り下げる');
  await expect(page.getByText('申請を取り下げました')).toBeVisible();
  await search.getByLabel('メールアドレス').fill(mail);
  await search.getByRole('button', { name: /検索/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(givenName) })).toContainText('取下げ');
});

test('an action the server refuses as an invalid status shows the W-002 message', async ({
  browser,
  request,
}) => {
  const stamp = stampOf();
  const editorApi = await apiAs(request, ACCOUNTS.editor);
  const approverApi = await apiAs(request, ACCOUNTS.approver);
  const body = await registrationBody(editorApi, stamp, `状態${stamp}`);
  const registration = await applied(await editorApi.post('/users/regist', body));
  const remanded = await applied(
    await approverApi.post('/users/remand', { ...registration, comment: '確認してください' }),
  );
  const approver = await pageAs(browser, ACCOUNTS.approver);
  // Every real change raises the version (a stale screen gets 409), so the screen is made to show the remanded
  // application as still pending with its current version: only the status check can refuse the approval.
  await approver.route(
    `**/api/v1/users/${remanded.user_id}/applications/${remanded.apply_index}`,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), status: 0 } });
    },
  );
  await approver.goto(`/maintenance/user-pending-detail-${remanded.user_id}?apply=${remanded.apply_index}`);
  await act(approver, '承認', '承認する');
  await expect(approver.getByText('ステータスが不正です（画面を再読み込みしてください）')).toBeVisible();
});

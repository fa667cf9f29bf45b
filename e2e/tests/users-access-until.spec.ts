import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { activeUser, apiAs, applied } from './users-api';

const API_ORIGIN = process.env.E2E_API_ORIGIN ?? 'http://localhost:3100';
const form = (page: Page) => page.getByRole('form', { name: 'ユーザー情報' });
// Buttons with an icon are named "<icon> <label>".
const endsWith = (label: string) => new RegExp(`(^|\\s)${label}$`);

/** A day in Japan time, `days` from today, as the screens write it and as the wire carries it. */
function japanDay(days: number): { screen: string; wire: string } {
  const wire = new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return { screen: wire.replaceAll('-', '/'), wire };
}

test('利用期限 set on the change form and accepted: after the date, the user is refused with the date', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const user = await activeUser(request, stamp, `期限${stamp}`);
  const yesterday = japanDay(-1);

  const editor = await (await browser.newContext()).newPage();
  await signIn(editor, ACCOUNTS.editor);
  await editor.goto(`/maintenance/user-edit-${user.userId}`);
  await expect(form(editor).getByLabel('メールアドレス')).toHaveValue(user.mail);
  // Typed as the screens write dates; Enter takes it.
  await form(editor).getByLabel('利用期限').click();
  await editor.keyboard.type(yesterday.screen);
  await editor.keyboard.press('Enter');
  await expect(form(editor).getByLabel('利用期限')).toHaveValue(yesterday.screen);
  await form(editor)
    .getByRole('button', { name: endsWith('変更申請') })
    .click();
  await expect(editor.getByText('変更申請が完了しました')).toBeVisible();

  const approver = await apiAs(request, ACCOUNTS.approver);
  const detail = (await (await approver.get(`/users/${user.userId}`)).json()) as {
    current_apply_index: number;
  };
  const application = (await (
    await approver.get(`/users/${user.userId}/applications/${detail.current_apply_index}`)
  ).json()) as { access_until: string; version: number };
  expect(application.access_until).toBe(yesterday.wire);
  await applied(
    await approver.post('/users/accept', {
      user_id: user.userId,
      apply_index: detail.current_apply_index,
      version: application.version,
    }),
  );

  await editor.goto(`/maintenance/user-detail-${user.userId}`);
  await expect(editor.getByText(yesterday.screen)).toBeVisible();

  // Signing in: the identity provider's token, then the API refuses it with the date.
  const token = (await (
    await request.post(`${API_ORIGIN}/dev-idp/token`, { data: { email: user.mail } })
  ).json()) as { id_token: string };
  const refused = await request.get(`${API_ORIGIN}/api/v1/authority/all`, {
    headers: { Authorization: `Bearer ${token.id_token}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    code: 'E-403-2',
    message: `利用期限（${yesterday.screen}）を過ぎたため サインインできません`,
  });
});

import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { selectOption } from './select-option';
import { apiAs, applied, registrationBody, type Applied } from './users-api';

const form = (page: Page) => page.getByRole('form', { name: 'ユーザー情報' });
const NO_LICENCE = 'ライセンスの残数が不足しているため登録できません';

test('with no licence left a registration is refused with the licence message', async ({ page, request }) => {
  const editor = await apiAs(request, ACCOUNTS.editor);
  const stamp = Date.now().toString(36);
  const fillers: Applied[] = [];
  try {
    // Open registrations hold a licence: apply until the server refuses (at most the 100 licences of the seed).
    const base = await registrationBody(editor, stamp);
    for (let n = 0; n < 100; n += 1) {
      const response = await editor.post('/users/regist', {
        ...base,
        given_name: `枠${n}`,
        mail: `e2e-${stamp}-${n}@example.com`,
      });
      if (response.status() === 400) {
        expect((await response.json()) as { message: string }).toMatchObject({ message: NO_LICENCE });
        break;
      }
      fillers.push(await applied(response));
    }

    await signIn(page, ACCOUNTS.editor);
    await page.goto('/maintenance/user-registration');
    await form(page).getByLabel('姓', { exact: true }).fill('試験');
    await form(page).getByLabel('名', { exact: true }).fill(`満席${stamp}`);
    await form(page).getByLabel('姓（フリガナ）').fill('シケン');
    await form(page).getByLabel('名（フリガナ）').fill('マンセキ');
    await form(page).getByLabel('メールアドレス').fill(`e2e-full-${stamp}@example.com`);
    await selectOption(form(page).getByLabel('グループ', { exact: true }));
    await selectOption(form(page).getByLabel('権限グループ'));
    await form(page)
      .getByRole('button', { name: /(^|\s)登録申請$/ })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: NO_LICENCE })).toBeVisible();
    await expect(page).toHaveURL(/user-registration/);
  } finally {
    // Other journeys of the run register users too: give the licences back.
    for (const filler of fillers) {
      expect((await editor.post('/users/delete', { ...filler, comment: 'E2E 後始末' })).status()).toBe(200);
    }
  }
});

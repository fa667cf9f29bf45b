import { expect, test, type Page, type Request } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';

const API = 'http://localhost:3100/api/v1';
const SAVE = `${API}/authority/groups`;
const NETWORK_MESSAGE = 'サーバーに接続できませんでした。通信環境を確認してもう一度やり直してください。';

// While saving, the button's name starts with its loading icon's.
const submitButton = (page: Page) => page.getByRole('button', { name: /(^|\s)登録$/ });

/** Opens 権限登録 and fills it in; answers the id typed. */
async function fillRegistration(page: Page): Promise<string> {
  const id = `E2E_${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/authority-registration');
  await page.getByLabel('権限グループID').fill(id);
  await page.getByLabel('権限グループ名').fill('障害試験グループ');
  await page.getByLabel('備考').fill('API停止中に入力');
  await page.getByText('ユーザーマスタ閲覧').click();
  return id;
}

async function expectFormKept(page: Page, id: string) {
  await expect(page.getByLabel('権限グループID')).toHaveValue(id);
  await expect(page.getByLabel('権限グループ名')).toHaveValue('障害試験グループ');
  await expect(page.getByLabel('備考')).toHaveValue('API停止中に入力');
  await expect(page.getByRole('checkbox', { name: 'ユーザーマスタ閲覧' })).toBeChecked();
}

/** The saves the page sent, with their Idempotency-Key. */
function watchSaves(page: Page): Request[] {
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === SAVE) saves.push(request);
  });
  return saves;
}

/** Deletes the group again, so the authority list keeps the length other journeys expect. */
async function deleteGroup(page: Page, id: string) {
  await page
    .getByRole('row', { name: new RegExp(id) })
    .getByRole('button', { name: /削除$/ })
    .click();
  await page
    .getByRole('dialog', { name: '削除の確認' })
    .getByRole('button', { name: /^削除$/ })
    .click();
  await expect(page.getByText('削除が完了しました')).toBeVisible();
}

/** How many groups the server holds with this id (through the list the page uses). */
async function countGroups(page: Page, id: string): Promise<number> {
  await page.getByLabel('キーワード').fill(id);
  await page.getByRole('button', { name: /検索/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(id) }).first()).toBeVisible();
  return page.getByRole('row', { name: new RegExp(id) }).count();
}

test('the API down while a form is filled: a clear message, nothing typed is lost, and the retry creates exactly one group', async ({
  page,
}) => {
  const id = await fillRegistration(page);
  const saves = watchSaves(page);

  // 1. The API cannot be reached at all.
  await page.route(`${API}/**`, (route) => route.abort('connectionrefused'));
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: NETWORK_MESSAGE })).toBeVisible();
  await expectFormKept(page, id);
  await expect(submitButton(page)).toBeEnabled();

  // 2. The API is back, but the answer is lost on the way: the group was written, the page cannot know.
  await page.unroute(`${API}/**`);
  await page.route(SAVE, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = await route.fetch();
    expect(answer.status()).toBe(201);
    await route.abort('connectionreset');
  });
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: NETWORK_MESSAGE })).toBeVisible();
  await expectFormKept(page, id);

  // 3. Restored: the user submits again and gets the first write's answer, not a duplicate.
  await page.unroute(SAVE);
  await submitButton(page).click();
  await expect(page.getByText('登録が完了しました')).toBeVisible();
  await expect(page).toHaveURL(/authority-list/);

  const keys = await Promise.all(saves.map(async (save) => (await save.allHeaders())['idempotency-key']));
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(await countGroups(page, id)).toBe(1);
  await deleteGroup(page, id);
});

test('a slow API: the form shows it is saving, a double click and a click while saving send one request', async ({
  page,
}) => {
  const id = await fillRegistration(page);
  const saves = watchSaves(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SAVE, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await released;
    await route.fallback();
  });

  await submitButton(page).dblclick();
  await expect(submitButton(page)).toHaveClass(/ant-btn-loading/);
  await expect(page.getByLabel('権限グループ名')).toBeDisabled();
  await submitButton(page).click({ force: true });
  await page
    .getByLabel('権限グループ名')
    .press('Enter', { timeout: 1_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1_000);
  release();

  await expect(page.getByText('登録が完了しました').first()).toBeVisible();
  expect(saves).toHaveLength(1);
  expect(await countGroups(page, id)).toBe(1);
  await deleteGroup(page, id);
});

import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';

// The last list pages visited stay in the document, hidden (DESIGN §5). What a person does on the visible page must
// never reach a hidden one: a label names the visible field, a dialog goes with the page that opened it.

const openFromMenu = async (page: Page, title: string) => {
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
};

const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]'))
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  });

test('after another list, a label still names the visible field, and a dialog left behind by Back is gone', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.getByRole('tab', { name: 'メンテナンス', exact: true }).click();
  await expect(page).toHaveURL(/\/maintenance-menu$/);
  await openFromMenu(page, '調査対象一覧');
  await page.goBack();
  await openFromMenu(page, '取引先一覧');

  // The survey targets are kept, hidden, with their own キーワード and 調査年度 fields.
  expect(await duplicateIds(page)).toEqual([]);
  await page.getByText('キーワード', { exact: true }).click();
  await page.keyboard.type('東京');
  await expect(page.getByRole('textbox', { name: 'キーワード' })).toHaveValue('東京');

  await page.goBack();
  await openFromMenu(page, '権限一覧');
  const row = page.getByRole('row').nth(1);
  const group = (await row.getByRole('button', { name: /を削除$/ }).getAttribute('aria-label'))!.replace(
    /を削除$/,
    '',
  );
  await row.getByRole('button', { name: /を削除$/ }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(group);
  await expect(question).toContainText('を削除します。よろしいですか？');
  // Back with the question open: the menu shows, with no dialog over it that could still delete the group.
  await page.goBack();
  await expect(page).toHaveURL(/\/maintenance-menu$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole('row', { name: group }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

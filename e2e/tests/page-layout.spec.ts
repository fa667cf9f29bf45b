import { expect, test, type Locator, type Page } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';

test.use({ viewport: { width: 1280, height: 800 } });

/** True when nothing covers the middle of the element (a pinned column, a header). */
const uncovered = (element: Locator) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && el.contains(top);
  });

/** Each filter's label sits above its field, on every list alike: the labels of the search form that sit lower. */
async function expectLabelsAbove(page: Page, path: string) {
  await page.goto(path);
  // The user list's filters are a named form; the others a search landmark.
  const filters = page
    .getByRole('search', { name: '検索条件' })
    .or(page.getByRole('form', { name: '検索条件' }));
  await expect(filters.locator('.ant-form-item-label').first()).toBeVisible();
  const beside = () =>
    filters.evaluate((form) =>
      [...form.querySelectorAll('.ant-form-item')].flatMap((item) => {
        const label = item.querySelector('.ant-form-item-label')?.getBoundingClientRect();
        const control = item.querySelector('.ant-form-item-control')?.getBoundingClientRect();
        return label && control && label.bottom > control.top + 1 ? [item.textContent] : [];
      }),
    );
  await expect.poll(beside, { message: path }).toEqual([]);
}

test('every page has its icon, and the 404 page a way back', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/nothing-here');
  await expect(page.getByText('Page Not Found: /maintenance/nothing-here')).toBeVisible();
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  const icon = await page.request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  await page.getByRole('button', { name: /トップページへ/ }).click();
  await expect(page).toHaveURL(/\/report-menu$/);
});

test('filter labels sit above their fields on 組織一覧, 取引先一覧 and the user list alike', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  for (const path of ['/maintenance/organization-list', '/maintenance/client-list', '/maintenance/user-list'])
    await expectLabelsAbove(page, path);
});

test('承認待ち keeps 選択 on one line and 表示列 where the other tab has it; 変更あり is not under 操作', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/user-list?tab=application');
  const settings = page.getByRole('button', { name: '表示列' });
  const elsewhere = (await settings.boundingBox())!;
  await page.goto('/maintenance/user-list?tab=approval');
  const pick = page.getByRole('columnheader', { name: '選択' });
  await expect(pick).toBeVisible();
  const pickText = (await pick.locator('span').first().boundingBox())!;
  expect(pickText.height).toBeLessThan(30);
  expect(Math.abs((await settings.boundingBox())!.x - elsewhere.x)).toBeLessThan(2);

  await page.goto('/maintenance/sustainability-survey-list');
  const tag = page.getByText('変更あり', { exact: true }).first();
  await expect(tag).toBeVisible();
  expect(await uncovered(tag)).toBe(true);
});

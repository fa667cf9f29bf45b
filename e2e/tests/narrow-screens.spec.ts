import { expect, test } from '@playwright/test';
import { PAGES } from '../support/pages';
import { ACCOUNTS, signIn } from '../support/session';

const PHONE = { width: 390, height: 844 };

test('at 390 px wide no page scrolls sideways, a wide table scrolls inside itself, forms take one column and the e-mail menu opens', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.admin);
  await page.setViewportSize(PHONE);
  const wide: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);

  await page.goto('/maintenance/user-list');
  const table = page.locator('.ant-table-content').first();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const { scrollWidth, clientWidth } = await table.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(clientWidth).toBeLessThanOrEqual(PHONE.width);

  await page.goto('/maintenance/user-registration');
  const surname = await page.getByRole('textbox', { name: /^(\* )?姓$/ }).boundingBox();
  const givenName = await page.getByRole('textbox', { name: /^(\* )?名$/ }).boundingBox();
  expect(givenName!.x).toBe(surname!.x);
  expect(givenName!.y).toBeGreaterThan(surname!.y);

  await page.getByRole('button', { name: `${ACCOUNTS.admin} のメニュー` }).click();
  await expect(page.getByRole('menuitem', { name: 'ログアウト' })).toBeVisible();
});

import { expect, test, type Locator } from './fixtures';
import { expectJapaneseFont } from '../support/fonts';
import { PAGES } from '../support/pages';
import { ACCOUNTS, signIn } from '../support/session';
import { checkCsv } from './csv-upload-support';
import { csvFile } from './surveys-support';

const PHONE = { width: 390, height: 844 };

test('at 390 px wide no page scrolls sideways, a wide table scrolls inside itself, forms take one column and the e-mail menu opens', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.admin);
  await page.setViewportSize(PHONE);
  await expectJapaneseFont(page);
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
  // The rows' box of the list's table scrolls sideways; the page scrolls under the header.
  const table = page.locator('.sdp-table-body').first();
  await expect(page.locator('tbody tr.sdp-table-row').first()).toBeVisible();
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

/** The element's box, which the test needs on screen. */
async function boxOf(element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** True when the element's text takes one line (it did not wrap). */
const oneLine = (element: Locator) =>
  element.evaluate(
    (el) => el.getBoundingClientRect().height < parseFloat(getComputedStyle(el).lineHeight) * 1.5,
  );

test('at 390 px wide the report chart keeps its bars, 年度管理 keeps its moves in view, and an upload page its column help and errors', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.setViewportSize(PHONE);
  await expectJapaneseFont(page);

  await page.goto('/report-menu');
  const chart = page.getByRole('list', { name: '本部別の登録状況' });
  await expect(chart.getByRole('progressbar').first()).toBeVisible();
  for (const bar of await chart.getByRole('progressbar').all()) {
    expect((await boxOf(bar)).width).toBeGreaterThan(PHONE.width / 2);
  }
  const counts = chart.getByText(/^\d+ \/ \d+件$/);
  expect(await counts.count()).toBeGreaterThan(0);
  for (const count of await counts.all()) expect(await oneLine(count)).toBe(true);

  await page.goto('/maintenance/survey-year-management');
  const years = page.getByRole('table', { name: '調査年度一覧' });
  const move = years.getByRole('button', { name: /^(締め|再開)$/ }).first();
  // In view without scrolling the table sideways: the moves are what a phone user comes to this page for.
  await expect(move).toBeInViewport({ ratio: 1 });

  await page.goto('/vehicle/vehicle-upload');
  const guide = page.getByRole('table', { name: 'CSVの列' });
  await expect(guide.getByRole('row').nth(1)).toBeVisible();
  for (const row of await guide.getByRole('row').all()) {
    const last = await boxOf(row.getByRole('cell').or(row.getByRole('columnheader')).last());
    expect(last.x + last.width).toBeLessThanOrEqual(PHONE.width);
  }
  await checkCsv(
    page,
    csvFile('cars-bad.csv', [
      '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離',
      '2025,OF-0101,品川300あ0001,営業車,水素,800,9000',
    ]),
  );
  const message = page.getByRole('table', { name: 'エラー行' }).getByRole('cell').last();
  await expect(message).toContainText('燃料種別');
  // The message reads in lines of words, not a column one or two characters wide.
  expect((await boxOf(message)).width).toBeGreaterThan(PHONE.width / 3);
});

import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';

const APP_HEADER_HEIGHT = 64;

test('a long list scrolls with the page under its header, which stays just below the app header, and its last row is reached', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/user-list?per_page=100');
  const rows = page.getByRole('table', { name: 'ユーザー一覧' }).locator('tbody tr.sdp-table-row');
  await expect(rows.nth(40)).toBeAttached();
  // The table has no scroll box of its own: its rows are as tall as they are, and the page scrolls.
  const body = page.locator('.sdp-table-body').first();
  const box = await body.evaluate((element) => ({
    scroll: element.scrollHeight,
    client: element.clientHeight,
  }));
  expect(box.scroll).toBeLessThanOrEqual(box.client + 1);

  const header = page.getByRole('columnheader', { name: 'ユーザーID' }).first();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(page.getByRole('button', { name: /ロゴ/ })).toBeInViewport();
  await expect
    .poll(async () => Math.round((await header.boundingBox())!.y))
    .toBeGreaterThanOrEqual(APP_HEADER_HEIGHT - 1);
  expect((await header.boundingBox())!.y).toBeLessThan(APP_HEADER_HEIGHT + 2);
  await expect(header).toBeInViewport();

  // Scrolled to the end of the page, the last row shows whole, below the sticky header (the row is wider than the
  // window: the table scrolls sideways, so only its height is measured).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = (await rows.last().boundingBox())!;
  const headerBox = (await header.boundingBox())!;
  expect(last.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
  expect(last.y + last.height).toBeLessThanOrEqual(800);
});

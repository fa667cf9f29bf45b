import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { pick } from './surveys-support';

const HEADER =
  '区分,調査年度,本部コード,本部名,部コード,部名,コード,名称,国コード,国名,事業内容,今年度調査対象区分';

test('survey targets: filter by headquarters, edit a row in place, export the filtered list by token', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.business);
  await page.goto('/maintenance/sustainability-survey-list');
  await expect(page.getByRole('heading', { name: '調査対象一覧' })).toBeVisible();
  const table = page.getByRole('table', { name: '調査対象一覧' });
  await expect(page.locator('tbody tr.sdp-table-row').first()).toBeVisible();

  // Headquarters filter (applied by 検索, as on every list): every row left belongs to it, and it is in the URL.
  const hq = (await pick(page, '本部')).trim();
  const hqCode = hq.split(' ')[0]!;
  await page
    .getByRole('search', { name: '検索条件' })
    .getByRole('button', { name: /検\s*索/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`headquarter_code=${hqCode}`));
  const rows = page.locator('tbody tr.sdp-table-row');
  await expect(rows.first()).toContainText(hq);
  // The previous page's rows stay on screen while the filtered ones load: check them all once they have arrived.
  await expect(async () => {
    const texts = await rows.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain(hqCode);
  }).toPass();
  await expect(page.locator('.sdp-table[aria-busy=true]')).toHaveCount(0);
  const total = Number(/^全(\d+)件/.exec((await page.getByText(/^全\d+件/).textContent())!)![1]);
  expect(total).toBeGreaterThan(0);

  // Inline edit of the notes of the first row.
  const note = `E2E備考${Date.now().toString(36)}`;
  await rows
    .first()
    .getByRole('button', { name: /^編集$/ })
    .click();
  await page.getByLabel('備考', { exact: true }).fill(note);
  await page.getByRole('button', { name: /^保存$/ }).click();
  await expect(page.getByText('編集が完了しました')).toBeVisible();
  await expect(table.getByRole('cell', { name: note })).toBeVisible();

  // Export by token: the CSV comes back with the filtered rows only.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /エクスポート/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/調査対象一覧.*\.csv$/);
  const text = await readFile(await file.path(), 'utf-8');
  expect(text.startsWith('\uFEFF' + HEADER)).toBe(true);
  const lines = text.slice(1).trim().split('\r\n').slice(1);
  expect(lines).toHaveLength(total);
  for (const line of lines) expect(line.split(',')[2]).toBe(hqCode);
  expect(text).toContain(note);
  await expect(page.getByText('エクスポートが完了しました')).toBeVisible();
});

test('survey target export shows its progress while the mock prepares the file @mock', async ({ page }) => {
  test.skip(test.info().project.name !== 'mock', 'the real server prepares this small list at once');
  await signIn(page, ACCOUNTS.business);
  await page.goto('/maintenance/sustainability-survey-list?fy=2025');
  await expect(page.locator('tbody tr.sdp-table-row').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /エクスポート/ }).click();
  const progress = page.getByRole('status', { name: 'エクスポートの進捗' });
  await expect(progress).toContainText('CSVを作成しています');
  await expect(progress.getByRole('progressbar')).toBeVisible();
  const text = await readFile(await (await download).path(), 'utf-8');
  expect(text.startsWith('\uFEFF' + HEADER)).toBe(true);
  await expect(progress).toBeHidden();
});

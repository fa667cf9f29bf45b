import { expect, test, type Page } from './fixtures';
import iconv from 'iconv-lite';
import { ACCOUNTS, signIn } from '../support/session';
import { selectOption } from './select-option';
import { checkCsv, uploadCsv } from './csv-upload-support';
import { csvFile, endsWith, exportCsv, uniqueCode } from './organizations-support';

const HEADER =
  '調査年度,部コード,取引先コード,取引先会社名（全角）,取引先会社名（半角）,取引先名,取引先会社名,取引先部署名,取引先課名,販売区分,取扱高';
// A year the seed has no suppliers for: an upload replaces the rows of the years in the file.
const YEAR = '2023';
const AUDIT_YEAR = '2022';

/** A department code of the seed: the 部 column of the first supplier listed for the latest year. */
async function seededDepartment(page: Page): Promise<string> {
  const cell = page.getByRole('row').nth(1).getByRole('cell').nth(6);
  await expect(cell).not.toBeEmpty();
  return (await cell.innerText()).split(' ')[0]!;
}

type CsvFile = { name: string; mimeType: string; buffer: Buffer };

async function openUpload(page: Page) {
  await page.getByRole('button', { name: endsWith('CSVアップロード') }).click();
  return page.getByRole('dialog', { name: '取引先のアップロード' });
}

async function check(page: Page, file: CsvFile) {
  const dialog = await openUpload(page);
  await checkCsv(dialog, file);
  return dialog;
}

async function upload(page: Page, file: CsvFile) {
  await uploadCsv(await openUpload(page), file);
}

test('a supplier upload with bad rows lists each with its line and imports nothing; Shift_JIS and UTF-8 files import; the export reads back @mock', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.org);
  await page.goto('/maintenance/client-list');
  const dept = await seededDepartment(page);
  await selectOption(page.getByLabel('調査年度'), `${YEAR}年度`);
  await expect(page.getByText('この年度の取引先はまだありません')).toBeVisible();

  const [first, second, third] = [uniqueCode('C', 8), uniqueCode('C', 8), uniqueCode('C', 8)];
  const good = `${YEAR},${dept},${first},株式会社E2E商事,ｶﾌﾞｼｷｶﾞｲｼｬｲｰﾂｰｲｰ,E2E商事,E2E商事,営業部,第一課,仕入,"1,234,567"`;
  const another = `${YEAR},${dept},${second},E2E物産株式会社,ｲｰﾂｰｲｰﾌﾞｯｻﾝ,E2E物産,E2E物産,購買部,,販売,89000`;

  const dialog = await check(
    page,
    csvFile('bad.csv', [
      HEADER,
      good,
      `${YEAR},ZZZZZ,${second},存在しない部の取引先,,,,,,,`,
      `${YEAR},${dept},取引先!,記号入りコード,,,,,,,`,
      `2030,${dept},${third},年度違い,,,,,,,`,
      good,
    ]),
  );
  await expect(dialog.getByRole('alert')).toBeVisible();
  const errors = dialog.getByRole('table', { name: 'エラー行' });
  await expect(errors.getByRole('row', { name: /^3 部コード/ })).toBeVisible();
  await expect(errors.getByRole('row', { name: /^4 取引先コード/ })).toBeVisible();
  await expect(errors.getByRole('row', { name: /^5 調査年度/ })).toBeVisible();
  await expect(errors.getByRole('row', { name: /^6 部コード/ })).toBeVisible();
  await expect(errors.getByRole('row', { name: /^2 / })).toHaveCount(0);
  await dialog.getByRole('button').filter({ hasText: '閉じる' }).click();
  await expect(page.getByText('この年度の取引先はまだありません')).toBeVisible();

  // Shift_JIS, as Excel saves a CSV on a Japanese PC.
  const sjis = {
    name: 'sjis.csv',
    mimeType: 'text/csv',
    buffer: iconv.encode([HEADER, good, ''].join('\r\n'), 'Shift_JIS'),
  };
  await upload(page, sjis);
  await expect(page.getByText('ファイルのアップロードが完了しました（1件）')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(first) })).toContainText('株式会社E2E商事');

  // UTF-8 with BOM; the year's rows become the file's rows.
  await upload(page, csvFile('utf8.csv', [HEADER, good, another]));
  await expect(page.getByText('ファイルのアップロードが完了しました（2件）')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(second) })).toContainText('E2E物産株式会社');

  const exported = await exportCsv(page);
  expect(exported[0]!.join(',')).toBe(HEADER);
  const rows = exported.slice(1).filter((row) => row.length > 1);
  expect(rows.map((row) => row[2]).sort()).toEqual([first, second].sort());
  const byCode = Object.fromEntries(rows.map((row) => [row[2], row]));
  expect(byCode[first]).toEqual([
    YEAR,
    dept,
    first,
    '株式会社E2E商事',
    'ｶﾌﾞｼｷｶﾞｲｼｬｲｰﾂｰｲｰ',
    'E2E商事',
    'E2E商事',
    '営業部',
    '第一課',
    '仕入',
    '1234567',
  ]);
  expect(byCode[second]).toEqual([
    YEAR,
    dept,
    second,
    'E2E物産株式会社',
    'ｲｰﾂｰｲｰﾌﾞｯｻﾝ',
    'E2E物産',
    'E2E物産',
    '購買部',
    '',
    '販売',
    '89000',
  ]);
});

test('an upload that changes a client shows the row before → after in 変更履歴', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/client-list');
  const dept = await seededDepartment(page);
  // Another year the seed has no clients for than the journey above fills.
  await selectOption(page.getByLabel('調査年度'), `${AUDIT_YEAR}年度`);
  const code = uniqueCode('A', 8);
  const row = (name: string) => `${AUDIT_YEAR},${dept},${code},${name},,,,,,,100`;
  await upload(page, csvFile('before.csv', [HEADER, row('株式会社E2E監査前')]));
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('株式会社E2E監査前');
  await upload(page, csvFile('after.csv', [HEADER, row('株式会社E2E監査後')]));
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('株式会社E2E監査後');

  await page.goto('/maintenance/audit-log');
  const filters = page.getByRole('search', { name: '検索条件' });
  await filters.getByLabel('キー').fill(`${AUDIT_YEAR}/${dept}/${code}`);
  await filters.getByRole('button', { name: /検\s*索/ }).click();
  const events = page.getByRole('table', { name: '変更履歴一覧' }).locator('tbody tr.sdp-table-row');
  await expect(events).toHaveCount(2);
  await expect(events.nth(0)).toContainText('取引先会社名（全角）: 株式会社E2E監査前 → 株式会社E2E監査後');
  await expect(events.nth(1)).toContainText('登録');
});

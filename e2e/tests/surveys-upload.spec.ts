import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { checkCsv, uploadCsv } from './csv-upload-support';
import { csvFile, pick } from './surveys-support';

const HEADER = '調査年度,区分,コード,排出区分,活動量,単位,排出量';

test('survey results: a file with errors lists each bad row and imports nothing, the fixed file imports', async ({
  page,
}) => {
  // business@ is scoped to 経営企画本部 (0101): its files name 0101's office (another's is refused: data-scope.spec.ts).
  await signIn(page, ACCOUNTS.business);
  await page.goto('/maintenance/sustainability-survey-upload');
  await expect(page.getByRole('heading', { name: '調査結果アップロード' })).toBeVisible();
  // 2021 has no seeded results, so "nothing imported" is visible as an empty year.
  await pick(page, '調査年度', '2021年度');
  await expect(page.getByText('この年度の調査結果は登録されていません')).toBeVisible();
  await checkCsv(
    page,
    csvFile('results-bad.csv', [
      HEADER,
      '2021,office,OF-0101,電力,120000,kWh,52.8',
      '2021,office,NO-SUCH,電力,1000,kWh,0.4',
      '2021,office,OF-0101,都市ガス,abc,m3,1.0',
    ]),
  );
  await expect(page.getByRole('heading', { name: 'エラー内容' })).toBeVisible();
  const errors = page.getByRole('table', { name: 'エラー行' });
  await expect(errors).toContainText('存在しないコード');
  for (const line of ['3', '4'])
    await expect(errors.getByRole('cell', { name: line, exact: true })).toBeVisible();
  await expect(errors.getByRole('cell', { name: '2', exact: true })).toHaveCount(0);
  await expect(page.getByText('この年度の調査結果は登録されていません')).toBeVisible();

  // The kind as the screens and exports write it (事業所), or as its code (office).
  await uploadCsv(
    page,
    csvFile('results-fixed.csv', [
      HEADER,
      '2021,事業所,OF-0101,電力,120000,kWh,52.8',
      '2021,office,OF-0101,都市ガス,3000,m3,6.7',
    ]),
  );
  await expect(page.getByText(/^results-fixed\.csv：2件を登録しました/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'エラー内容' })).toBeHidden();
  const results = page.getByRole('table', { name: '調査結果一覧' });
  await expect(results.getByRole('cell', { name: 'OF-0101' })).toHaveCount(2);
  await expect(results.getByRole('cell', { name: '都市ガス' })).toBeVisible();
});

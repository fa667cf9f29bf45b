import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { checkCsv } from './csv-upload-support';
import { csvFile } from './surveys-support';

/*
 * Data scope (#30, DESIGN.md §8): accounts whose authority group is 所属組織データのみ see only their organisation's
 * records, and every scoped page says which. The demo seed: business@ is scoped to 経営企画本部 (0101), vehicle@ to
 * the コーポレートグループ (001: 経営企画本部 0101 and 管理本部 0102) only; each 統括本部 has one office a year
 * (OF-<code>) with two vehicles (OF-<code>-1, -2).
 */

const VEHICLE_HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';

test('a 統括本部-scoped account sees only its 統括本部 on the survey list and the report chart, with the scope label @mock', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.business);
  await page.goto('/maintenance/sustainability-survey-list');
  await expect(page.getByRole('heading', { name: '調査対象一覧' })).toBeVisible();
  await expect(page.getByText('表示範囲：経営企画本部')).toBeVisible();
  const targets = page.getByRole('table', { name: '調査対象一覧' });
  await expect(targets.getByRole('cell', { name: 'OF-0101', exact: true })).toBeVisible();
  const rows = await targets.locator('tbody tr.sdp-table-row').allTextContents();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toContain('0101');
  await expect(targets.getByRole('cell', { name: 'OF-0201', exact: true })).toHaveCount(0);

  await page.goto('/report-menu');
  await expect(page.getByRole('heading', { name: '可視化メニュー' })).toBeVisible();
  await expect(page.getByText('表示範囲：経営企画本部')).toBeVisible();
  const chart = page.getByRole('list', { name: '本部別の登録状況' });
  await expect(chart.getByRole('listitem')).toHaveCount(1);
  await expect(chart.getByRole('listitem')).toContainText('経営企画本部');
});

test("a グループ-scoped account sees only its グループ's vehicles, and an upload naming another グループ's office is refused with its line @mock", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.vehicle);
  await page.goto('/vehicle/vehicle-upload');
  await expect(page.getByRole('heading', { name: '車両アップロード' })).toBeVisible();
  await expect(page.getByText('表示範囲：コーポレートグループ')).toBeVisible();
  const vehicles = page.getByRole('table', { name: '車両一覧' });
  await expect(vehicles.getByRole('cell', { name: 'OF-0101-1', exact: true })).toBeVisible();
  await expect(vehicles.getByRole('cell', { name: 'OF-0102-1', exact: true })).toBeVisible();
  await expect(vehicles.getByRole('cell', { name: 'OF-0201-1', exact: true })).toHaveCount(0);
  // The rows of the named table (antd's sticky header is a table of its own).
  await expect(vehicles.getByRole('row')).toHaveCount(4);

  // Line 3 names 電力本部's office (エネルギーグループ): the whole file is refused, nothing is written.
  await checkCsv(
    page,
    csvFile('cars-scope.csv', [
      VEHICLE_HEADER,
      '2025,OF-0101,品川300す0001,営業車,ガソリン,800,9000',
      '2025,OF-0201,品川300す0002,営業車,ガソリン,800,9000',
    ]),
  );
  await expect(page.getByRole('heading', { name: 'エラー内容' })).toBeVisible();
  const errors = page.getByRole('table', { name: 'エラー行' });
  const refused = errors.getByRole('row').filter({ has: page.getByRole('cell', { name: '3', exact: true }) });
  await expect(refused).toContainText('所属組織の範囲外');
  await expect(errors.getByRole('cell', { name: '2', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '登録する' })).toHaveCount(0);
  await expect(vehicles.getByRole('cell', { name: '品川300す0001' })).toHaveCount(0);
});

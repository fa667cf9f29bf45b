import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { checkCsv, uploadCsv } from './csv-upload-support';
import { csvFile, pick } from './surveys-support';

const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';

test('vehicles: a bad row is reported and nothing is imported, the fixed file imports with emissions, a file that drops a vehicle says so and asks first @mock', async ({
  page,
}) => {
  // An office of the core fixture set: the server's demo seed and the mock store have the same.
  const office = 'OF-0101';
  await signIn(page, ACCOUNTS.vehicle);
  await page.goto('/vehicle/vehicle-upload');
  await expect(page.getByRole('heading', { name: '車両アップロード' })).toBeVisible();
  await pick(page, '調査年度', '2021年度');
  await expect(page.getByText('この年度の車両は登録されていません')).toBeVisible();
  await checkCsv(
    page,
    csvFile('cars-bad.csv', [
      HEADER,
      `2021,${office},品川300あ0001,営業車,ガソリン,800,9000`,
      `2021,${office},品川300あ0002,社用バン,水素,500,4000`,
    ]),
  );
  await expect(page.getByRole('heading', { name: 'エラー内容' })).toBeVisible();
  const errors = page.getByRole('table', { name: 'エラー行' });
  await expect(errors.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(errors).toContainText('燃料種別');
  await expect(page.getByText('この年度の車両は登録されていません')).toBeVisible();

  await uploadCsv(
    page,
    csvFile('cars.csv', [
      HEADER,
      `2021,${office},品川300あ0001,営業車,ガソリン,800,9000`,
      `2021,${office},品川300あ0002,社用バン,軽油,500,4000`,
    ]),
  );
  await expect(page.getByText(/^cars\.csv：2件を登録しました/)).toBeVisible();
  // Its rows only: antd's sticky header is a table of its own.
  const vehicles = page.getByRole('table', { name: '車両一覧' });
  await expect(vehicles.getByRole('cell', { name: '品川300あ0002' })).toBeVisible();
  await expect(vehicles.getByRole('row')).toHaveCount(2);

  // One row left in the file: the check says the other vehicle goes, lists it, and nothing is written yet.
  await checkCsv(
    page,
    csvFile('cars-one.csv', [HEADER, `2021,${office},品川300あ0001,営業車,ガソリン,750,9000`]),
  );
  await expect(page.getByRole('status', { name: '確認結果' })).toHaveText(
    '1行：追加 0件・変更 1件・削除 1件・変更なし 0件',
  );
  await expect(page.getByRole('table', { name: '削除される行' })).toContainText('品川300あ0002');
  // The changed vehicle too, its fuel before → after (the stored figure struck through).
  const changed = page
    .getByRole('table', { name: '変更される行' })
    .getByRole('row', { name: /品川300あ0001/ });
  await expect(changed).toContainText('800 → 750');
  await expect(changed.locator('del')).toHaveText('800');
  await expect(vehicles.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: '登録する' }).click();
  const confirm = page.getByRole('dialog', { name: '1件を削除して登録しますか？' });
  await expect(confirm.getByRole('table', { name: '削除される行' })).toContainText('品川300あ0002');
  await confirm.getByRole('button', { name: '削除して登録する' }).click();
  await expect(page.getByText(/^cars-one\.csv：1件を登録しました/)).toBeVisible();
  await expect(vehicles.getByRole('cell', { name: '品川300あ0002' })).toHaveCount(0);
  await expect(vehicles.getByRole('row')).toHaveCount(1);
});

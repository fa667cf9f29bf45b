import { expect, test } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { checkCsv } from './csv-upload-support';
import { csvFile } from './surveys-support';

const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';

test('vehicles: a year whose fuel moves more than 30 % from last year is warned, and registering asks what was checked @mock', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.vehicle);
  await page.goto('/vehicle/vehicle-upload');
  // Checked only, never registered: the fixture's 2025 vehicles stay for the other journeys.
  await checkCsv(page, csvFile('cars-yoy.csv', [HEADER, '2025,OF-0101,OF-0101-1,営業車,ガソリン,12345.5,']));
  await expect(page.getByRole('status', { name: '確認結果' })).toContainText(/・前年度比の警告 \d+件$/);
  const warnings = page.getByRole('table', { name: '前年度比の警告' });
  await expect(warnings.getByRole('row', { name: /事業所 OF-0101・ガソリン/ })).toContainText(
    /前年度比±30%超.*800.*12,345\.5.*\+1,443\.2%/,
  );
  await page.getByRole('button', { name: '登録する' }).click();
  const dialog = page.getByRole('dialog', { name: '前年度比の警告を確認して登録' });
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(dialog.getByText(/^前年度比の警告について確認内容を入力してください/)).toBeVisible();
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('アップロード結果')).toHaveCount(0);
});

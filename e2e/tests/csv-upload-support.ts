import { expect, type Locator, type Page } from '@playwright/test';

type CsvFile = { name: string; mimeType: string; buffer: Buffer };

/** Chooses a file in the upload part and has the server check it (a dry run: nothing is written yet). */
export async function checkCsv(scope: Page | Locator, file: CsvFile): Promise<void> {
  await scope.locator('input[type=file]').setInputFiles(file);
  await scope.getByRole('button', { name: '内容を確認' }).click();
}

/** Checks a file, expects it to change something without removing rows, and registers it. */
export async function uploadCsv(scope: Page | Locator, file: CsvFile): Promise<void> {
  await checkCsv(scope, file);
  await expect(scope.getByRole('status', { name: '確認結果' })).toContainText('削除 0件');
  await scope.getByRole('button', { name: '登録する' }).click();
}

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
  const summary = scope.getByRole('status', { name: '確認結果' });
  await expect(summary).toContainText('追加');
  // An organisation upload never removes, and its summary has no 削除 at all.
  await expect(summary).not.toContainText(/削除 [1-9]/);
  await scope.getByRole('button', { name: '登録する' }).click();
}

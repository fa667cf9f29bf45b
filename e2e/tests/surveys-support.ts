import type { Page } from '@playwright/test';

/** Opens an antd Select by its label and picks the first option whose text matches (or simply the first). */
export async function pick(page: Page, label: string, option?: RegExp | string): Promise<string> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  const chosen = (option === undefined ? options : options.filter({ hasText: option })).first();
  const text = (await chosen.textContent()) ?? '';
  await chosen.click();
  return text;
}

/** A CSV file for `setInputFiles`: UTF-8 with BOM, CRLF. */
export const csvFile = (name: string, lines: readonly string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from('\uFEFF' + lines.join('\r\n') + '\r\n', 'utf-8'),
});

import { expect, type Locator, type Page } from '@playwright/test';
import { selectOption } from './select-option';
import { settledDialog } from '../support/dialog';

// Buttons with an icon are named "<icon> <label>".
export const endsWith = (label: string) => new RegExp(`(^|\\s)${label}$`);

/** A code no seed uses: `prefix` and random upper-case letters and digits, `length` long. */
export const uniqueCode = (prefix: string, length: number) =>
  (prefix + Math.random().toString(36).slice(2).toUpperCase() + Date.now().toString(36).toUpperCase()).slice(
    0,
    length,
  );

/**
 * A form's text field by its label. By role, not by label: while the next page's module is still loading, the
 * list's column headers carry the same words. A required field's name starts with its "* " mark.
 */
export const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^(\\* )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** Picks the first option matching `option` in the select labelled `label`. */
export const pick = (page: Page, label: string, option: RegExp | string = /./) =>
  selectOption(page.getByLabel(label, { exact: true }), option);

/** Narrows the current tab of the organisation list to `keyword` with the search form. */
export async function search(page: Page, keyword: string) {
  await page.getByLabel('キーワード').fill(keyword);
  await page.getByRole('button', { name: endsWith('検索') }).click();
}

/** Deletes the row through its button and the confirmation dialog. */
export async function deleteRow(page: Page, code: string) {
  await page.getByRole('button', { name: `${code}を削除` }).click();
  const dialog = await settledDialog(page);
  await expect(dialog).toContainText(code);
  await dialog.getByRole('button', { name: '削除', exact: true }).click();
  await expect(page.getByText('削除が完了しました')).toBeVisible();
}

/** Clicks an export button and answers the downloaded CSV as rows of cells (UTF-8 with BOM expected). */
export async function exportCsv(page: Page, scope: Locator | Page = page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: endsWith('エクスポート') }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return parseCsv(new TextDecoder('utf-8').decode(bytes.subarray(3)));
}

/** RFC 4180 cells: quoted or not, "" inside quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** A CSV file for an upload input: UTF-8 with BOM, CRLF rows. */
export const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n')]),
});

import { fireEvent, screen } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { buttonNamed } from './queries';

const BOM = '\uFEFF';

/**
 * Node's File as the page's File for an upload test file. The page's FormData travels in Node's Request, whose
 * formData() hands the mock API Node's File, and the API's adapter recognises a file by `instanceof File`: under
 * jsdom that File is jsdom's, so every upload would be refused as not a CSV (W-005). In a browser there is one File.
 */
export function setupNodeFile(): void {
  const jsdomFile = globalThis.File;
  beforeAll(() => {
    globalThis.File = NodeFile as unknown as typeof File;
  });
  afterAll(() => {
    globalThis.File = jsdomFile;
  });
}

/** A UTF-8 CSV file with a BOM, the lines joined by CRLF as Excel writes them. */
export const csvFile = (name: string, ...lines: string[]): File =>
  new File([BOM + lines.map((line) => `${line}\r\n`).join('')], name, { type: 'text/csv' });

/** Chooses the file in the page's picker and asks the server to check it (a dry run). */
export async function chooseAndCheck(file: File): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByText('内容を確認', { selector: 'button > span' });
  fireEvent.click(buttonNamed('内容を確認'));
}

/** What the server's check says the file would do (the 確認結果 status line). */
export const checkSummary = async (): Promise<string | null> =>
  (await screen.findByLabelText('確認結果', { selector: '[role="status"]' })).textContent;

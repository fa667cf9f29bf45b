import { fireEvent, screen } from '@testing-library/react';
import { buttonNamed } from './queries';

const BOM = '\uFEFF';

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

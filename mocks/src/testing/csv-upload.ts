import { fireEvent, screen, within } from '@testing-library/react';
import { buttonNamed, findByTextIn } from './queries';

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

/** The dialog that asks what was checked before a file with quality warnings is registered. */
export const findWarningCommentDialog = async (): Promise<HTMLElement> =>
  findByTextIn('dialog', '前年度比の警告を確認して登録');

/** Types what was checked in that dialog and registers the file. */
export async function answerWarningComment(comment: string): Promise<void> {
  const dialog = await findWarningCommentDialog();
  fireEvent.change(within(dialog).getByLabelText('確認内容'), { target: { value: comment } });
  fireEvent.click(buttonNamed('登録する', dialog));
}

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { callAs } from '@sdp/mocks/node';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from '../../../testing/render-page';
import ClientListPage from './client-list-page';

setupMockServer();

// A client upload replaces the year (DESIGN §8 "Upload meaning is said where it happens").
it('says a client upload replaces the year, and previews a changed amount before → after with separators', async () => {
  const user = userEvent.setup({ delay: null });
  signInAs('org@example.com');
  renderPage(<ClientListPage />, { path: '/maintenance/client-list?survey_fy=2025' });
  await screen.findAllByText('株式会社取引先1号', { selector: 'td' });
  await user.click(screen.getByText('CSVアップロード').closest('button')!);
  const dialog = (await screen.findByText('取引先のアップロード')).closest('.ant-modal') as HTMLElement;
  const inDialog = within(dialog);
  expect(inDialog.getByText(/ファイルにない行は削除されます/)).toBeInTheDocument();
  expect(inDialog.getByText(/追加・変更・削除される行を確認できます/)).toBeInTheDocument();

  const exported = await callAs('org@example.com', 'GET', '/suppliers/export/?survey_fy=2025');
  const [header, ...rows] = (await exported.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  const first = rows[0]!.split(',');
  const amount = Number(first.at(-1));
  first[first.length - 1] = '9732';
  // The year's file with one amount changed and its last row left out.
  const csv = ['\uFEFF' + header, first.join(','), ...rows.slice(1, -1)].join('\r\n');
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new NodeFile([`${csv}\r\n`], '取引先.csv') as unknown as File] },
  });
  await user.click(inDialog.getByText('内容を確認').closest('button')!);

  const summary = await inDialog.findByLabelText(
    '確認結果',
    { selector: '[role="status"]' },
    // The dry run reads the whole year: a loaded machine can take longer than the usual wait.
    { timeout: 20_000 },
  );
  const total = rows.length;
  expect(summary).toHaveTextContent(`${total - 1}行：追加 0件・変更 1件・削除 1件・変更なし ${total - 2}件`);
  const changed = dialog.querySelector('table[aria-label="変更される行"]') as HTMLElement;
  expect(within(changed).getByText(first[2]!).closest('tr')).toHaveTextContent(
    `${amount.toLocaleString('ja-JP')} → 9,732`,
  );
  const removed = dialog.querySelector('table[aria-label="削除される行"]') as HTMLElement;
  expect(within(removed).getByText(rows.at(-1)!.split(',')[2]!)).toBeInTheDocument();
  expect(inDialog.getByText('ファイルにない1件は削除されます')).toBeInTheDocument();
});

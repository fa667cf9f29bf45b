import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { callAs } from '@sdp/mocks/node';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from '../../../testing/render-page';
import OrganizationListPage from '../../organization-list/pages/organization-list-page';

setupMockServer();

/** The seed's internal units of 2024 as their export writes them: the header and one line per unit. */
async function exportedUnits(): Promise<string[]> {
  const response = await callAs(
    'org@example.com',
    'GET',
    '/organizations/info/export?survey_fy=2024&kind=internal',
  );
  return (await response.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

// An organisation upload adds and updates, never deletes (DESIGN §8 "Upload meaning is said where it happens").
it('says an organisation upload adds and updates, and previews the added and changed rows, before → after', async () => {
  const user = userEvent.setup({ delay: null });
  signInAs('org@example.com');
  renderPage(<OrganizationListPage />, { path: '/maintenance/organization-list?survey_fy=2024' });
  await screen.findAllByText('01011', { selector: 'td' });
  await user.click(screen.getByText('CSVアップロード').closest('button')!);
  const dialog = (await screen.findByText('社内組織の一括登録')).closest('.ant-modal') as HTMLElement;
  const inDialog = within(dialog);
  expect(inDialog.getByText(/ファイルにない行は削除されません/)).toBeInTheDocument();
  expect(inDialog.getByText(/追加・変更される行を確認できます/)).toBeInTheDocument();
  expect(inDialog.queryByText(/削除される件数|削除される行を確認/)).not.toBeInTheDocument();

  const [header, ...units] = await exportedUnits();
  const unit = units.find((line) => line.split(',')[5] === '01011')!.split(',');
  const renamed = [...unit];
  renamed[6] = `${unit[6]}（新）`;
  const added = '2024,GX1,新グループ,HX01,新本部,X0001,新部,,';
  // One unit of the year, renamed, and one new: the year's other units stay as they are.
  const csv = ['\uFEFF' + header, renamed.join(','), added].join('\r\n');
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new NodeFile([`${csv}\r\n`], '組織.csv') as unknown as File] },
  });
  await user.click(inDialog.getByText('内容を確認').closest('button')!);

  const summary = await inDialog.findByLabelText(
    '確認結果',
    { selector: '[role="status"]' },
    // The dry run reads the whole year: a loaded machine can take longer than the usual wait.
    { timeout: 20_000 },
  );
  expect(summary).toHaveTextContent('2行：追加 1件・変更 1件・変更なし 0件');
  expect(summary).not.toHaveTextContent('削除');
  expect(
    inDialog.getByText(/ファイルにない行は削除されません/, { selector: '.ant-alert *' }),
  ).toBeInTheDocument();
  const addedRows = dialog.querySelector('table[aria-label="追加される行"]') as HTMLElement;
  expect(within(addedRows).getByText('X0001').closest('tr')).toHaveTextContent(
    '新グループHX01新本部X0001新部',
  );
  const changedRows = dialog.querySelector('table[aria-label="変更される行"]') as HTMLElement;
  expect(within(changedRows).getByText('01011').closest('tr')).toHaveTextContent(
    `${unit[6]} → ${unit[6]}（新）`,
  );
  expect(dialog.querySelector('table[aria-label="削除される行"]')).toBeNull();
});

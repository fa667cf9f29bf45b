import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { callAs } from '@sdp/mocks/node';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from '../../testing/render-page';
import OrganizationListPage from '../../features/organization-list/pages/organization-list-page';

setupMockServer();

/** A kind's rows of 2024 as the organisation export writes them: the header and one line per record. */
async function exported(kind: 'office' | 'corp'): Promise<string[]> {
  const response = await callAs(
    'org@example.com',
    'GET',
    `/organizations/info/export?survey_fy=2024&kind=${kind}`,
  );
  return (await response.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

/** Opens the tab's upload dialog, sends the file and checks it: the dialog and its check's summary. */
async function checkUpload(title: string, csv: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByText('CSVアップロード').closest('button')!);
  const dialog = (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new NodeFile([`${csv}\r\n`], 'upload.csv') as unknown as File] },
  });
  await user.click(within(dialog).getByText('内容を確認').closest('button')!);
  // The dry run reads the whole year: a loaded machine can take longer than the usual wait.
  const summary = await within(dialog).findByLabelText(
    '確認結果',
    { selector: '[role="status"]' },
    { timeout: 20_000 },
  );
  return { dialog, summary, user };
}

/** The year's rows with one record's name (the column after its code) changed: an upload replaces the year. */
async function withOneRenamed(kind: 'office' | 'corp', name: string) {
  const [header, ...rows] = await exported(kind);
  const first = rows[0]!.split(',');
  const code = first[1]!;
  first[2] = name;
  const csv = ['\uFEFF' + header, first.join(','), ...rows.slice(1)].join('\r\n');
  return { code, csv, count: rows.length };
}

it.each([
  ['office', 'office', '事業所の一括登録', '一括登録で改名した事業所'],
  ['consolidated', 'corp', '関係会社の一括登録', '一括登録で改名した関係会社'],
] as const)(
  'registers the year from a CSV on the %s tab: the list shows the change and the file is kept',
  async (tab, kind, title, name) => {
    signInAs('org@example.com');
    renderPage(<OrganizationListPage />, {
      path: `/maintenance/organization-list?tab=${tab}&survey_fy=2024`,
    });
    const { code, csv, count } = await withOneRenamed(kind, name);
    await screen.findByText(code, { selector: 'td' });
    const { dialog, summary, user } = await checkUpload(title, csv);
    expect(summary).toHaveTextContent(`${count}行：追加 0件・変更 1件・削除 0件・変更なし ${count - 1}件`);

    await user.click(within(dialog).getByText('登録する').closest('button')!);
    expect(await screen.findByText(`一括登録が完了しました（${count}件）`)).toBeInTheDocument();
    expect(await screen.findByText(name, { selector: 'td' })).toBeInTheDocument();
    const uploads = await callAs(
      'org@example.com',
      'GET',
      `/uploads?kind=${kind === 'corp' ? 'corporation' : 'office'}`,
    );
    expect(await uploads.text()).toContain('upload.csv');
  },
);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call, type Answer, type CallInput } from '@sdp/shared';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from '../../../testing/render-page';
import AuditLogPage from './audit-log-page';

setupMockServer();

/** Edits an office's notes through the contract, as the office edit page would. */
async function editAnOffice(notes: string): Promise<Answer<'listOffices'>['offices'][number]> {
  const { offices } = await call('listOffices', { query: { surveyFy: 2025 } });
  const detail = await call('getOffice', { params: { id: offices[0]!.id } });
  const body = Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== null));
  await call('updateOffice', { body: { ...body, notes } as CallInput<'updateOffice'>['body'] });
  return offices[0]!;
}

beforeEach(() => signInAs('admin@example.com'));

it('lists who changed what, with each field before and after, and narrows by the record', async () => {
  const office = await editAnOffice('監査ページの確認');
  await call('closeSurveyYear', { params: { fy: 2024 } });
  renderPage(<AuditLogPage />);
  const table = await screen.findByRole('table', { name: '変更履歴一覧' });
  const edit = (await within(table).findByText(`2025/${office.officeCode}`)).closest('tr')!;
  expect(edit).toHaveTextContent('変更');
  expect(edit).toHaveTextContent('事業所');
  expect(edit).toHaveTextContent(/備考: .* → 監査ページの確認/);
  expect(within(table).getByText('2024').closest('tr')).toHaveTextContent('締め');
  expect(screen.getByText(/^全2件中/)).toBeInTheDocument();

  const filters = screen.getByRole('search', { name: '検索条件' });
  await userEvent.type(within(filters).getByLabelText('キー'), '2024');
  await userEvent.click(within(filters).getByRole('button', { name: /検\s*索/ }));
  await waitFor(() => expect(screen.getByText(/^全1件中/)).toBeInTheDocument());
  expect(within(table).queryByText(`2025/${office.officeCode}`)).not.toBeInTheDocument();
});

it('says so when there is nothing yet', async () => {
  renderPage(<AuditLogPage />);
  expect(await screen.findByText('変更履歴はまだありません')).toBeInTheDocument();
});

it('exports the events the search shows as CSV', async () => {
  const office = await editAnOffice('エクスポートの確認');
  await call('closeSurveyYear', { params: { fy: 2024 } });
  const saved: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:audit';
    }),
    revokeObjectURL: jest.fn(),
  });
  renderPage(<AuditLogPage />);
  const filters = screen.getByRole('search', { name: '検索条件' });
  await userEvent.type(within(filters).getByLabelText('キー'), `2025/${office.officeCode}`);
  await userEvent.click(within(filters).getByRole('button', { name: /検\s*索/ }));
  await waitFor(() => expect(screen.getByText(/^全1件中/)).toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: /エクスポート/ }));
  expect(await screen.findByText('エクスポートが完了しました')).toBeInTheDocument();
  const text = await new Response(saved[0]).text();
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('日時,ユーザーID,ユーザー名,操作,対象,キー,年度,変更内容,備考,リクエストID');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`変更,事業所,2025/${office.officeCode},2025`);
  expect(lines[1]).toContain('エクスポートの確認');
});

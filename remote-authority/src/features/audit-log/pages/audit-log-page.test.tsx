import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call, type Answer, type CallInput } from '@sdp/shared';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { callAs } from '@sdp/mocks/node';
import { formatJapanDateTime } from '@sdp/shared/domain';
import { coreRolesOf } from '@sdp/shared/fixtures';
import { signInAs as signInWithRoles } from '@sdp/mocks/testing/render-page';
import { currentLocation, renderPage, signInAs } from '../../../testing/render-page';
import AuditLogPage from './audit-log-page';

setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

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

/** The approver remands U0000010's pending application (2) with a comment of two lines, as the bulk 差戻し does. */
async function remandU0000010(comment: string) {
  const application = (await (
    await callAs('admin@example.com', 'GET', '/users/U0000010/applications/2')
  ).json()) as { version: number };
  await callAs('approver@example.com', 'POST', '/users/remand', {
    user_id: 'U0000010',
    apply_index: 2,
    version: application.version,
    comment,
  });
}

it("shows a state change by its labels, the time in Japan time and a note's lines, filtered from the URL", async () => {
  await remandU0000010('カナを確認してください\n部署も');
  const [event] = (await call('listAuditEvents', { query: { entity: 'user_application' } })).events;
  renderPage(<AuditLogPage />, { path: '/maintenance/audit-log?entity=user&entity_key=U0000010' });
  const table = await screen.findByRole('table', { name: '変更履歴一覧' });
  const row = (await within(table).findByText('U0000010/2')).closest('tr')!;
  expect(row).toHaveTextContent('差戻し');
  expect(row).toHaveTextContent('ユーザー申請');
  expect(within(row).getByText('ステータス: 申請中 → 差戻し')).toBeInTheDocument();
  expect(row).toHaveTextContent(formatJapanDateTime(event!.occurredAt));
  expect(row).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}T/);
  expect(within(row).getByText(/^カナを確認/).textContent).toBe('カナを確認してください\n部署も');
  // The URL's filters are the form's: the record is a user's, and only that user's events are listed.
  const filters = screen.getByRole('search', { name: '検索条件' });
  expect(within(filters).getByLabelText('キー')).toHaveValue('U0000010');
  // 対象 shows ユーザー (its label is the other field's, ユーザー).
  expect(within(filters).getAllByTitle('ユーザー')).toHaveLength(2);
  expect(within(table).getAllByRole('row')).not.toHaveLength(0);
  for (const line of within(table).getAllByRole('row')) expect(line).toHaveTextContent(/U0000010(\/\d+)?/);
});

it('picks the period in YYYY/MM/DD and keeps every filter in the URL; クリア empties both', async () => {
  await editAnOffice('期間の確認');
  renderPage(<AuditLogPage />, { path: '/maintenance/audit-log' });
  await screen.findByRole('table', { name: '変更履歴一覧' });
  const filters = screen.getByRole('search', { name: '検索条件' });
  const [start, end] = await within(filters).findAllByPlaceholderText(/開始日|終了日/);
  await userEvent.type(within(filters).getByLabelText('キー'), '2025/');
  // Typed as the screens write dates; Enter takes the date (the search waits for 検索).
  await userEvent.click(start!);
  await userEvent.keyboard('2026/11/01{Enter}');
  await userEvent.click(end!);
  await userEvent.keyboard('2026/11/30{Enter}');
  expect(currentLocation()).toBe('/maintenance/audit-log');
  await userEvent.click(within(filters).getByRole('button', { name: /検\s*索/ }));
  await waitFor(() =>
    expect(currentLocation()).toBe('/maintenance/audit-log?from=2026-11-01&to=2026-11-30&entity_key=2025%2F'),
  );
  expect(start).toHaveValue('2026/11/01');
  // The form's クリア, not the picker's own (which empties the period only).
  const clear = within(filters)
    .getAllByRole('button', { name: /ク\s*リ\s*ア/ })
    .find((button) => !button.classList.contains('ant-picker-clear'));
  await userEvent.click(clear!);
  await waitFor(() => expect(currentLocation()).toBe('/maintenance/audit-log'));
  // クリア remounts the fields: the picker's inputs are found again.
  expect(
    within(filters)
      .getAllByPlaceholderText(/開始日|終了日/)
      .map((input) => (input as HTMLInputElement).value),
  ).toEqual(['', '']);
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

it('shows the verifier the changes of data only, and offers no user or authority entity to filter by', async () => {
  const office = await editAnOffice('検証人が読む変更');
  const group = await callAs('admin@example.com', 'POST', '/authority/groups', {
    authority_group_id: 'AUDIT_PAGE_TEST',
    authority_group_name: '変更履歴テスト',
    data_viewing_class: 1,
    roles: ['DASHBOARD_VIEWER'],
  });
  expect(group.status).toBe(201);
  await remandU0000010('検証人には見えない');
  signInWithRoles('verifier@example.com', coreRolesOf('verifier@example.com'));
  renderPage(<AuditLogPage />);
  const table = await screen.findByRole('table', { name: '変更履歴一覧' });
  expect(await within(table).findByText(`2025/${office.officeCode}`)).toBeInTheDocument();
  expect(screen.getByText(/^全1件中/)).toBeInTheDocument();
  expect(within(table).queryByText('AUDIT_PAGE_TEST')).not.toBeInTheDocument();
  expect(within(table).queryByText('U0000010/2')).not.toBeInTheDocument();

  const filters = screen.getByRole('search', { name: '検索条件' });
  await userEvent.click(within(filters).getByLabelText('対象'));
  await screen.findAllByRole('option');
  const options = [...document.querySelectorAll('.ant-select-item-option')].map((item) =>
    item.getAttribute('title'),
  );
  expect(options).toEqual(['社内組織', '事業所', '関係会社', '取引先', '車両', '調査結果', '調査年度']);
});

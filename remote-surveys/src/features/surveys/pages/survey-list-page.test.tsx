import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectYearLocked } from '@sdp/mocks/testing/closed-year';
import { http, HttpResponse } from 'msw';
import { findRoute } from '@sdp/shared';
import type { OfficeDetail } from '@sdp/shared/contracts';
import { callAs } from '@sdp/mocks/node';
import { chooseOption } from '@sdp/mocks/testing/choose-option';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { LEAVE_DIALOG } from '@sdp/shared/ui/leave-guard';
import { buttonNamed, findByTextIn } from '@sdp/mocks/testing/queries';
import { currentLocation, findDialog, findRow, renderPage, signInAs } from '../../../testing/render-page';
import SurveyListPage from './survey-list-page';

const server = setupMockServer();

// antd puts a space between two CJK characters of a button.
const EDIT = { name: /^編\s*集$/ };

// 全社 (admin@): the behaviours below need several organisations' targets; business@ (所属組織データのみ, 経営企画本部)
// sees only 0101's, as the last case shows.
beforeEach(() => signInAs('admin@example.com'));

const editPath = findRoute('maintenance-organization-office-edit-id').path.replace('{id}', '');
const location = () => screen.getByTestId('location').textContent ?? '';
/** The list searched down to one target: a case about one row renders that row, not the year's every row. */
const ONE_ROW = (code: string) => `/?keyword=${code}`;

/** The open drawer of a row's 詳細 (found by its link to the edit page). */
async function findDrawer(): Promise<HTMLElement> {
  const link = await screen.findByText(/編集ページを開く/);
  return link.closest<HTMLElement>('[role="dialog"]')!;
}

it('lists the targets of the year, marks the rows whose class changed, and shows a row read-only in a drawer', async () => {
  renderPage(<SurveyListPage />);
  expect(screen.getByText('調査対象一覧', { selector: 'h2' })).toBeInTheDocument();
  const tokyo = await findRow('OF-0102');
  expect(within(tokyo).getByText('人事部東京事業所')).toBeInTheDocument();
  expect(within(tokyo).queryByText('変更あり')).not.toBeInTheDocument();
  const before = location();
  fireEvent.click(within(tokyo).getByRole('button', { name: '詳細' }));
  const drawer = await findDrawer();
  expect(within(drawer).getByText('人事部東京事業所（OF-0102）')).toBeInTheDocument();
  expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(drawer).queryByRole('combobox')).not.toBeInTheDocument();
  expect(
    within(drawer)
      .getByRole('link', { name: /編集ページを開く/ })
      .getAttribute('href'),
  ).toMatch(new RegExp(`^${editPath}\\d+$`));
  expect(location()).toBe(before);
  // OF-0101 (an overseas office in the newest year) went from 調査対象 (2024) to 調査対象外 (2025).
  const changed = await findRow('OF-0101');
  expect(changed).toHaveClass('survey-target-changed');
  expect(within(changed).getByText('変更あり')).toBeInTheDocument();
  expect(tokyo).not.toHaveClass('survey-target-changed');
});

it('narrows the list to one headquarters on 検索, keeps it in the URL, and クリア takes it away again', async () => {
  renderPage(<SurveyListPage />);
  await findRow('OF-0201');
  await chooseOption('本部', '0101 経営企画本部');
  fireEvent.click(buttonNamed('検索'));
  await waitFor(() => expect(screen.queryByText('OF-0201', { selector: 'td' })).not.toBeInTheDocument());
  expect(await findRow('OF-0101')).toBeInTheDocument();
  expect(location()).toContain('headquarter_code=0101');
  fireEvent.click(buttonNamed('クリア'));
  expect(await findRow('OF-0201')).toBeInTheDocument();
  expect(location()).not.toContain('headquarter_code');
});

it('still opens links saved with the old names (fy=, hq=) and writes survey_fy', async () => {
  renderPage(<SurveyListPage />, { path: '/?fy=2024&hq=0101' });
  expect(await findRow('OF-0101')).toBeInTheDocument();
  expect(screen.queryByText('OF-0201', { selector: 'td' })).not.toBeInTheDocument();
  const filters = screen.getByLabelText('検索条件', { selector: '[role="search"]' });
  expect(within(filters).getByTitle(/2024/)).toBeInTheDocument();
  fireEvent.click(buttonNamed('検索', filters));
  await waitFor(() => expect(location()).toContain('survey_fy=2024'));
  expect(location()).not.toMatch(/[?&]fy=/);
});

it('sorts by a column and counts as every list does', async () => {
  renderPage(<SurveyListPage />);
  await findRow('OF-0101');
  expect(screen.getByText(/^全\d+件中 1〜\d+件$/)).toBeInTheDocument();
  fireEvent.click(screen.getByText('コード', { selector: 'th *' }));
  await waitFor(() => expect(location()).toContain('sort=company_code'));
  expect(location()).toContain('order=asc');
});

it('shows the error of a failed list, and not the empty text', async () => {
  server.use(
    http.get('*/api/v1/organizations/survey_target', () =>
      HttpResponse.json({ code: 'E-001', message: 'システムエラーが発生しました' }, { status: 500 }),
    ),
  );
  renderPage(<SurveyListPage />);
  expect(await findByTextIn('alert', 'システムエラーが発生しました')).toBeInTheDocument();
  expect(screen.getByText('一覧を表示できませんでした')).toBeInTheDocument();
  expect(screen.queryByText('この年度の調査対象はまだありません')).not.toBeInTheDocument();
});

it('edits a row in place: excluding it needs a reason, then the row shows the new class', async () => {
  renderPage(<SurveyListPage />, { path: ONE_ROW('OF-0202') });
  fireEvent.click(within(await findRow('OF-0202')).getByRole('button', EDIT));
  await chooseOption('調査対象区分', '調査対象外');
  fireEvent.click(buttonNamed('保存'));
  expect(await screen.findByText('対象外理由を入力してください')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('対象外理由'), { target: { value: '閉鎖予定のため' } });
  fireEvent.click(buttonNamed('保存'));
  expect(await screen.findByText('編集が完了しました')).toBeInTheDocument();
  const reason = await screen.findByText('閉鎖予定のため', { selector: 'td' });
  const row = reason.closest('tr') as HTMLElement;
  expect(within(row).getByText('OF-0202')).toBeInTheDocument();
  expect(within(row).getByText('変更あり')).toBeInTheDocument();
  expect(row).toHaveClass('survey-target-changed');
});

it('answers a save over someone else’s change with the conflict and loads the latest on request', async () => {
  renderPage(<SurveyListPage />, { path: ONE_ROW('OF-0102') });
  // A domestic office: an overseas one is outside the survey and its form asks for a reason first.
  const tokyo = await findRow('OF-0102');
  fireEvent.click(within(tokyo).getByRole('button', EDIT));
  const notes = await screen.findByLabelText('備考');
  // The administrator saves the same office meanwhile, from its edit page.
  const found = (await (
    await callAs('admin@example.com', 'GET', '/organizations/office?survey_fy=2025&keyword=OF-0102')
  ).json()) as { offices: { id: number }[] };
  const office = (await (
    await callAs('admin@example.com', 'GET', `/organizations/office/${found.offices[0]!.id}`)
  ).json()) as OfficeDetail;
  await callAs('admin@example.com', 'PUT', '/organizations/office', {
    id: office.id,
    version: office.version,
    survey_fy: office.survey_fy,
    office_class: office.office_class,
    supervision_code: office.supervision_code,
    admin_code: office.admin_code,
    office_code: office.office_code,
    office_name: office.office_name,
    country_code: office.country_code,
    survey_target_class: office.survey_target_class,
    is_survey_required: office.is_survey_required,
    notes: '別の人の変更',
  });
  fireEvent.change(notes, { target: { value: '私の変更' } });
  fireEvent.click(buttonNamed('保存'));
  const alert = await findByTextIn(
    'alert',
    '他のユーザーが先に更新しました。画面を再読み込みしてからやり直してください',
  );
  fireEvent.click(within(alert).getByRole('button', { name: /最新の内容を再読み込み/ }));
  await waitFor(() => expect(screen.getByLabelText('備考')).toHaveValue('別の人の変更'));
});

it('exports by token: shows the progress while the server prepares the CSV, then saves it', async () => {
  // The file is held until the progress has been seen: without the mock's latencies it is ready at once.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get('*/api/v1/exports/:token', () => held.then(() => undefined)));
  const createObjectURL = jest.fn(() => 'blob:survey-targets');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  renderPage(<SurveyListPage />);
  await findRow('OF-0101');
  fireEvent.click(buttonNamed('エクスポート'));
  const progress = await screen.findByLabelText('エクスポートの進捗', { selector: '[role="status"]' });
  expect(within(progress).getByText(/CSVを作成しています/)).toBeInTheDocument();
  release();
  expect(await screen.findByText('エクスポートが完了しました')).toBeInTheDocument();
  expect(createObjectURL).toHaveBeenCalledTimes(1);
  expect(screen.queryByLabelText('エクスポートの進捗')).not.toBeInTheDocument();
});

it('shows a closed year read-only: the notice says why, and no row opens for editing', async () => {
  await callAs('admin@example.com', 'POST', '/survey_years/2025/close');
  // A list opens on the latest 受付中 year; a closed one is opened on purpose.
  renderPage(<SurveyListPage />, { path: '/?survey_fy=2025' });
  expect(await screen.findByText('2025年度は締め済みのため変更できません。')).toBeInTheDocument();
  const tokyo = await findRow('OF-0101');
  await expectYearLocked(within(tokyo).getByRole('button', EDIT), 2025);
  expect(within(tokyo).getByRole('button', { name: '詳細' })).toBeEnabled();
});

it('asks before leaving a row that was changed, keeps the input on 入力を続ける, and lets a closed row go', async () => {
  const { router } = renderPage(<SurveyListPage />, { path: ONE_ROW('OF-0102') });
  fireEvent.click(within(await findRow('OF-0102')).getByRole('button', EDIT));
  fireEvent.change(await screen.findByLabelText('備考'), { target: { value: '私の変更' } });
  const here = currentLocation();
  await act(() => router.navigate('/maintenance-menu'));
  const dialog = await findDialog(LEAVE_DIALOG.content);
  expect(currentLocation()).toBe(here);
  fireEvent.click(dialog.getByText('入力を続ける').closest('button')!);
  await waitFor(() => expect(screen.queryByText(LEAVE_DIALOG.content)).not.toBeInTheDocument());
  expect(screen.getByLabelText('備考')).toHaveValue('私の変更');

  // Closing the row gives the change up on purpose: nothing is left to ask about.
  fireEvent.click(buttonNamed('キャンセル'));
  await waitFor(() => expect(screen.queryByLabelText('備考')).not.toBeInTheDocument());
  await act(() => router.navigate('/maintenance-menu'));
  expect(currentLocation()).toBe('/maintenance-menu');
  expect(screen.queryByText(LEAVE_DIALOG.content)).not.toBeInTheDocument();
});

it('shows business@ (所属組織データのみ, 経営企画本部) only the targets of 0101', async () => {
  signInAs('business@example.com');
  renderPage(<SurveyListPage />, { path: '/?survey_fy=2024' });
  expect(await findRow('OF-0101')).toBeInTheDocument();
  expect(await findRow('10000240')).toBeInTheDocument();
  for (const other of ['OF-0102', 'OF-0201', 'OF-0202', '10000261'])
    expect(screen.queryByText(other, { selector: 'td' })).not.toBeInTheDocument();
});

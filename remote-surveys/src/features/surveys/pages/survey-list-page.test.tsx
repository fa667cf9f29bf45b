import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, findRoute } from '@sdp/shared';
import type { OfficeDetail } from '@sdp/shared/contracts';
import { setMockDelayFactor } from '@sdp/mocks';
import { chooseOption } from '../../../testing/choose-option';
import { setupMockServer } from '../../../testing/mock-server';
import { findRow, renderPage, signInAs } from '../../../testing/render-page';
import SurveyListPage from './survey-list-page';

setupMockServer();
jest.setTimeout(120_000);

// antd puts a space between two CJK characters of a button.
const EDIT = { name: /^編集$/ };
const SAVE = { name: /^保存$/ };

beforeEach(() => signInAs('business@example.com'));
afterEach(() => setMockDelayFactor(0));

it('lists the targets of the year, marks the rows whose class changed and links each to its edit page', async () => {
  renderPage(<SurveyListPage />);
  expect(screen.getByText('調査対象一覧', { selector: 'h2' })).toBeInTheDocument();
  const tokyo = await findRow('TKY-HQ');
  expect(within(tokyo).getByText('東京本社')).toBeInTheDocument();
  expect(within(tokyo).queryByText('変更あり')).not.toBeInTheDocument();
  const editPath = findRoute('maintenance-organization-office-edit-id').path.replace('{id}', '');
  expect(within(tokyo).getByRole('link', { name: '詳細' }).getAttribute('href')).toMatch(
    new RegExp(`^${editPath}\\d+$`),
  );
  // FUK-01 went from 調査対象 (2024) to 調査対象外 (2025).
  const fukuoka = await findRow('FUK-01');
  expect(fukuoka).toHaveClass('survey-target-changed');
  expect(within(fukuoka).getByText('変更あり')).toBeInTheDocument();
  expect(tokyo).not.toHaveClass('survey-target-changed');
});

it('narrows the list to one headquarters and keeps the filter in the URL', async () => {
  renderPage(<SurveyListPage />);
  await findRow('OSK-01');
  await chooseOption('本部', 'H042 経営企画本部');
  await waitFor(() => expect(screen.queryByText('OSK-01', { selector: 'td' })).not.toBeInTheDocument());
  expect(await findRow('TKY-HQ')).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toContain('hq=H042');
});

it('edits a row in place: excluding it needs a reason, then the row shows the new class', async () => {
  renderPage(<SurveyListPage />);
  fireEvent.click(within(await findRow('OSK-01')).getByRole('button', EDIT));
  await chooseOption('調査対象区分', '調査対象外');
  fireEvent.click(screen.getByRole('button', SAVE));
  expect(await screen.findByText('対象外理由を入力してください')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('対象外理由'), { target: { value: '閉鎖予定のため' } });
  fireEvent.click(screen.getByRole('button', SAVE));
  expect(await screen.findByText('編集が完了しました')).toBeInTheDocument();
  const reason = await screen.findByText('閉鎖予定のため', { selector: 'td' });
  const row = reason.closest('tr') as HTMLElement;
  expect(within(row).getByText('OSK-01')).toBeInTheDocument();
  expect(within(row).getByText('変更あり')).toBeInTheDocument();
  expect(row).toHaveClass('survey-target-changed');
});

it('answers a save over someone else’s change with the conflict and loads the latest on request', async () => {
  renderPage(<SurveyListPage />);
  const tokyo = await findRow('TKY-HQ');
  const id = Number(
    within(tokyo).getByRole('link', { name: '詳細' }).getAttribute('href')!.split('-').at(-1),
  );
  fireEvent.click(within(tokyo).getByRole('button', EDIT));
  const notes = await screen.findByLabelText('備考');
  // Someone else saves the same office meanwhile (the mock takes the detail's fields back).
  const office = await api.get<OfficeDetail>(`/organizations/office/${id}`);
  await api.put('/organizations/office', {
    body: {
      id,
      version: office.version,
      surveyFy: office.surveyFy,
      officeClass: office.officeClass,
      supervisionCode: office.supervisionCode,
      adminCode: office.adminCode,
      officeCode: office.officeCode,
      officeName: office.officeName,
      countryCode: office.countryCode,
      surveyTargetClass: office.surveyTargetClass,
      isSurveyRequired: office.isSurveyRequired,
      notes: '別の人の変更',
    },
  });
  fireEvent.change(notes, { target: { value: '私の変更' } });
  fireEvent.click(screen.getByRole('button', SAVE));
  const alert = await screen.findByRole('alert');
  fireEvent.click(within(alert).getByRole('button', { name: /最新の内容を再読み込み/ }));
  await waitFor(() => expect(screen.getByLabelText('備考')).toHaveValue('別の人の変更'));
});

it('exports by token: shows the progress while the server prepares the CSV, then saves it', async () => {
  setMockDelayFactor(0.2); // the mock's 5 s download becomes 1 s
  const createObjectURL = jest.fn(() => 'blob:survey-targets');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  renderPage(<SurveyListPage />);
  await findRow('TKY-HQ');
  fireEvent.click(screen.getByRole('button', { name: /エクスポート/ }));
  const progress = await screen.findByRole('status', { name: 'エクスポートの進捗' });
  expect(within(progress).getByText(/CSVを作成しています/)).toBeInTheDocument();
  expect(await screen.findByText('エクスポートが完了しました', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(createObjectURL).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('status', { name: 'エクスポートの進捗' })).not.toBeInTheDocument();
});

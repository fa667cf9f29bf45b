import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockServer } from '../../../testing/mock-server';
import { findRow, renderPage, signInAs } from '../../../testing/render-page';
import SurveyYearManagementPage from './survey-year-management-page';

setupMockServer();
jest.setTimeout(120_000);

beforeEach(() => signInAs('admin@example.com'));

const yearRow = (fy: number) => findRow(`${fy}年度`);

async function latestYear(): Promise<number> {
  const table = await screen.findByRole('table', { name: '調査年度一覧' });
  const first = await within(table).findAllByText(/^\d{4}年度$/);
  return Number(first[0]!.textContent!.slice(0, 4));
}

it('closes a year after asking, then reopens it only with a reason, and shows who moved it', async () => {
  renderPage(<SurveyYearManagementPage />);
  const fy = await latestYear();
  const row = await yearRow(fy);
  expect(row).toHaveTextContent('受付中');

  await userEvent.click(within(row).getByRole('button', { name: '締め' }));
  const confirm = await screen.findByRole('dialog', { name: '締めの確認' });
  expect(confirm).toHaveTextContent(`${fy}年度を締めます。`);
  await userEvent.click(within(confirm).getByRole('button', { name: '締め' }));
  expect(await screen.findByText(`${fy}年度を締めました`)).toBeInTheDocument();
  await waitFor(async () => expect(await yearRow(fy)).toHaveTextContent('締め済み'));
  expect(await yearRow(fy)).toHaveTextContent(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);

  await userEvent.click(within(await yearRow(fy)).getByRole('button', { name: '再開' }));
  const dialog = await screen.findByRole('dialog', { name: `${fy}年度の再開` });
  await userEvent.click(within(dialog).getByRole('button', { name: '再開' }));
  expect(await within(dialog).findByText('再開理由を入力してください')).toBeInTheDocument();
  expect(await yearRow(fy)).toHaveTextContent('締め済み');

  await userEvent.type(within(dialog).getByLabelText('再開理由'), '集計誤りの修正');
  await userEvent.click(within(dialog).getByRole('button', { name: '再開' }));
  expect(await screen.findByText(`${fy}年度を再開しました`)).toBeInTheDocument();
  await waitFor(async () => expect(await yearRow(fy)).toHaveTextContent('受付中'));
  expect(await yearRow(fy)).toHaveTextContent('集計誤りの修正');
});

it('changes nothing when the confirmation is cancelled', async () => {
  renderPage(<SurveyYearManagementPage />);
  const fy = await latestYear();
  await userEvent.click(within(await yearRow(fy)).getByRole('button', { name: '締め' }));
  const confirm = await screen.findByRole('dialog', { name: '締めの確認' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await yearRow(fy)).toHaveTextContent('受付中');
});

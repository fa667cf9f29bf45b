import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { findByTextIn } from '@sdp/mocks/testing/queries';
import { findRow, renderPage, signInAs } from '../../../testing/render-page';
import SurveyYearManagementPage from './survey-year-management-page';

setupMockServer();

beforeEach(() => signInAs('admin@example.com'));

const yearRow = (fy: number) => findRow(`${fy}年度`);

async function latestYear(): Promise<number> {
  const table = await screen.findByLabelText('調査年度一覧', { selector: 'table' });
  const first = await within(table).findAllByText(/^\d{4}年度$/);
  return Number(first[0]!.textContent!.slice(0, 4));
}

it('closes a year after asking, then reopens it only with a reason, and shows who moved it', async () => {
  renderPage(<SurveyYearManagementPage />);
  const fy = await latestYear();
  const row = await yearRow(fy);
  expect(row).toHaveTextContent('受付中');

  fireEvent.click(within(row).getByRole('button', { name: '締め' }));
  const confirm = await findByTextIn('dialog', '締めの確認');
  expect(confirm).toHaveTextContent(`${fy}年度を締めます。`);
  fireEvent.click(within(confirm).getByRole('button', { name: '締め' }));
  expect(await screen.findByText(`${fy}年度を締めました`)).toBeInTheDocument();
  await waitFor(async () => expect(await yearRow(fy)).toHaveTextContent('締め済み'));
  expect(await yearRow(fy)).toHaveTextContent(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);

  fireEvent.click(within(await yearRow(fy)).getByRole('button', { name: '再開' }));
  const dialog = await findByTextIn('dialog', `${fy}年度の再開`);
  fireEvent.click(within(dialog).getByRole('button', { name: '再開' }));
  expect(await within(dialog).findByText('再開理由を入力してください')).toBeInTheDocument();
  expect(await yearRow(fy)).toHaveTextContent('締め済み');

  fireEvent.change(within(dialog).getByLabelText('再開理由'), { target: { value: '集計誤りの修正' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '再開' }));
  expect(await screen.findByText(`${fy}年度を再開しました`)).toBeInTheDocument();
  await waitFor(async () => expect(await yearRow(fy)).toHaveTextContent('受付中'));
  expect(await yearRow(fy)).toHaveTextContent('集計誤りの修正');
});

it('changes nothing when the confirmation is cancelled', async () => {
  renderPage(<SurveyYearManagementPage />);
  const fy = await latestYear();
  fireEvent.click(within(await yearRow(fy)).getByRole('button', { name: '締め' }));
  const confirm = await findByTextIn('dialog', '締めの確認');
  fireEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
  await waitFor(() => expect(screen.queryByText('締めの確認')).not.toBeInTheDocument());
  expect(await yearRow(fy)).toHaveTextContent('受付中');
});

it('rolls the latest year over after showing what it copies, and lists the new year as 準備中', async () => {
  renderPage(<SurveyYearManagementPage />);
  const fy = await latestYear();
  fireEvent.click(await screen.findByText(`${fy + 1}年度を準備（繰越）`, { selector: 'button > span' }));
  const dialog = await findByTextIn('dialog', `${fy + 1}年度の準備（${fy}年度から繰越）`);
  const counts = within(await within(dialog).findByLabelText('繰越される件数', { selector: 'table' }));
  expect(counts.getByText('事業所').closest('tr')).toHaveTextContent(/事業所[1-9]\d*件/);
  expect(counts.getByText('社内組織').closest('tr')).toHaveTextContent(/[1-9]\d*件/);
  fireEvent.click(within(dialog).getByRole('button', { name: '繰越を実行' }));
  expect(await screen.findByText(`${fy + 1}年度を準備中として作成しました`)).toBeInTheDocument();
  const row = await yearRow(fy + 1);
  expect(row).toHaveTextContent('準備中');
  expect(within(row).getByRole('button', { name: '受付開始' })).toBeInTheDocument();
  // The next roll-over starts from the new year; the old one cannot be rolled into an existing year again.
  expect(
    await screen.findByText(`${fy + 2}年度を準備（繰越）`, { selector: 'button > span' }),
  ).toBeInTheDocument();
});

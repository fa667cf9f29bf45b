import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@sdp/mocks/node';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { findByTextIn } from '@sdp/mocks/testing/queries';
import { renderPage, signInAs } from '../../../testing/render-page';
import SurveyYearManagementPage from './survey-year-management-page';

setupMockServer();

beforeEach(() => signInAs('admin@example.com'));

const yearRow = async (fy: number) =>
  (await screen.findByText(`${fy}年度`, { selector: 'td > div' })).closest('tr') as HTMLElement;

async function latestYear(): Promise<number> {
  const table = await screen.findByLabelText('調査年度一覧', { selector: 'table' });
  const first = await within(table).findAllByText(/^\d{4}年度$/);
  return Number(first[0]!.textContent!.slice(0, 4));
}

it('shows a closed year its seal under its row, and 再計算して照合 says 照合OK, then 不一致 once the data changed', async () => {
  renderPage(<SurveyYearManagementPage />);
  const fy = await latestYear();
  fireEvent.click(within(await yearRow(fy)).getByRole('button', { name: '締め' }));
  const confirm = await findByTextIn('dialog', '締めの確認');
  fireEvent.click(within(confirm).getByRole('button', { name: '締め' }));
  expect(await screen.findByText(`${fy}年度を締めました`)).toBeInTheDocument();
  await waitFor(async () => expect(await yearRow(fy)).toHaveTextContent('締め済み'));

  fireEvent.click(within(await yearRow(fy)).getByRole('button', { name: /^履歴/ }));
  const seal = await screen.findByRole('region', { name: `${fy}年度の封印` }, { timeout: 10_000 });
  expect(await within(seal).findByText(/^[0-9a-f]{16}…$/)).toBeInTheDocument();
  expect(seal).toHaveTextContent(/締め日時\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  expect(seal).toHaveTextContent('締め実行者管理 太郎（U0000001）');
  expect(seal).toHaveTextContent(/事業所 [1-9][\d,]*件/);

  fireEvent.click(within(seal).getByRole('button', { name: '再計算して照合' }));
  expect(await within(seal).findByText('照合OK')).toBeInTheDocument();

  // Someone changes the closed year's data behind the API's back (directly in the database).
  await mockApi()
    .db.updateTable('offices')
    .set({ notes: '締め後の直接変更' })
    .where('survey_fy', '=', fy)
    .execute();
  fireEvent.click(within(seal).getByRole('button', { name: '再計算して照合' }));
  expect(await within(seal).findByText('不一致')).toBeInTheDocument();
  expect(within(seal).queryByText('照合OK')).not.toBeInTheDocument();
  expect(seal).toHaveTextContent('締めた後にデータが変更されています。');
});

it('shows no seal under a year that is not closed', async () => {
  renderPage(<SurveyYearManagementPage />);
  const fy = await latestYear();
  fireEvent.click(within(await yearRow(fy)).getByRole('button', { name: /^履歴/ }));
  expect(await screen.findByRole('region', { name: `${fy}年度の履歴` })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: `${fy}年度の封印` })).not.toBeInTheDocument();
});

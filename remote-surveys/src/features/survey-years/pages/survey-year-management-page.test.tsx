import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { findByTextIn } from '@sdp/mocks/testing/queries';
import { renderPage, signInAs } from '../../../testing/render-page';
import SurveyYearManagementPage from './survey-year-management-page';

setupMockServer();

beforeEach(() => signInAs('admin@example.com'));

/** A year's row: the year heads its first cell, above the history's toggle. */
const yearRow = async (fy: number) =>
  (await screen.findByText(`${fy}年度`, { selector: 'td > div' })).closest('tr') as HTMLElement;

async function latestYear(): Promise<number> {
  const table = await screen.findByLabelText('調査年度一覧', { selector: 'table' });
  const first = await within(table).findAllByText(/^\d{4}年度$/);
  return Number(first[0]!.textContent!.slice(0, 4));
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');
const ADMIN = '管理 太郎（U0000001）';

it('closes a year after asking, then reopens it only with a reason, keeping 受付開始 and naming who moved it', async () => {
  renderPage(<SurveyYearManagementPage />);
  const fy = await latestYear();
  const row = await yearRow(fy);
  expect(row).toHaveTextContent('受付中');
  const opened = cellsOf(row)[2]!.textContent;
  expect(opened).toMatch(new RegExp(`^\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}${ADMIN}$`));

  fireEvent.click(within(row).getByRole('button', { name: '締め' }));
  const confirm = await findByTextIn('dialog', '締めの確認');
  expect(confirm).toHaveTextContent(`${fy}年度を締めます。`);
  fireEvent.click(within(confirm).getByRole('button', { name: '締め' }));
  expect(await screen.findByText(`${fy}年度を締めました`)).toBeInTheDocument();
  await waitFor(async () => expect(await yearRow(fy)).toHaveTextContent('締め済み'));
  expect(cellsOf(await yearRow(fy))[3]).toHaveTextContent(
    new RegExp(`^締め \\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}${ADMIN}$`),
  );

  fireEvent.click(within(await yearRow(fy)).getByRole('button', { name: '再開' }));
  const dialog = await findByTextIn('dialog', `${fy}年度の再開`);
  fireEvent.click(within(dialog).getByRole('button', { name: '再開' }));
  expect(await within(dialog).findByText('再開理由を入力してください')).toBeInTheDocument();
  expect(await yearRow(fy)).toHaveTextContent('締め済み');

  fireEvent.change(within(dialog).getByLabelText('再開理由'), { target: { value: '集計誤りの修正' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '再開' }));
  expect(await screen.findByText(`${fy}年度を再開しました`)).toBeInTheDocument();
  await waitFor(async () => expect(await yearRow(fy)).toHaveTextContent('受付中'));
  const reopened = cellsOf(await yearRow(fy));
  expect(reopened[2]!.textContent).toBe(opened);
  expect(reopened[3]).toHaveTextContent(new RegExp(`^再開 \\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}${ADMIN}$`));
});

it('opens the whole history of a year under its row: each move with when, who by name and the reason', async () => {
  renderPage(<SurveyYearManagementPage />);
  const fy = await latestYear();
  const move = async (name: '締め' | '再開', reason?: string) => {
    fireEvent.click(within(await yearRow(fy)).getByRole('button', { name }));
    const dialog = await findByTextIn('dialog', name === '締め' ? '締めの確認' : `${fy}年度の再開`);
    if (reason) fireEvent.change(within(dialog).getByLabelText('再開理由'), { target: { value: reason } });
    fireEvent.click(within(dialog).getByRole('button', { name }));
    expect(
      await screen.findByText(name === '締め' ? `${fy}年度を締めました` : `${fy}年度を再開しました`),
    ).toBeInTheDocument();
  };
  await move('締め');
  await move('再開', '本部の訂正\n2件');
  await move('締め');
  await waitFor(async () => expect(await yearRow(fy)).toHaveTextContent('履歴（4件）'));

  const toggle = within(await yearRow(fy)).getByRole('button', { name: '履歴（4件）' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  const history = await screen.findByRole('region', { name: `${fy}年度の履歴` });
  const items = within(history).getAllByRole('listitem');
  const time = '\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}';
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(new RegExp(`^受付開始 ${time}${ADMIN}$`)),
    expect.stringMatching(new RegExp(`^締め ${time}${ADMIN}$`)),
    expect.stringMatching(new RegExp(`^再開 ${time}${ADMIN}理由: 本部の訂正\n2件$`)),
    expect.stringMatching(new RegExp(`^締め ${time}${ADMIN}$`)),
  ]);
  expect(within(history).getByText(/本部の訂正/)).toHaveStyle({ whiteSpace: 'pre-wrap' });

  fireEvent.click(within(await yearRow(fy)).getByRole('button', { name: '履歴を閉じる' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: `${fy}年度の履歴` })).toBeNull());
});

it('lists the years newest first', async () => {
  renderPage(<SurveyYearManagementPage />);
  await latestYear();
  const table = screen.getByLabelText('調査年度一覧', { selector: 'table' });
  const years = within(table)
    .getAllByText(/^\d{4}年度$/)
    .map((cell) => Number(cell.textContent!.slice(0, 4)));
  expect(years.length).toBeGreaterThan(1);
  expect(years).toEqual([...years].sort((a, b) => b - a));
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

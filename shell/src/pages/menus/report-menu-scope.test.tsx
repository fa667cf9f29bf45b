import { screen, within } from '@testing-library/react';
import { loadScope } from '@sdp/mocks/testing/data-scope';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from '@sdp/mocks/testing/render-page';
import ReportMenuPage from './report-menu-page';

setupMockServer();

const chartRows = async () =>
  within(await screen.findByRole('list', { name: '本部別の登録状況' })).getAllByRole('listitem');

it('shows a 統括本部-scoped account the label and a chart of its 統括本部 alone', async () => {
  // business@: 事業会社 担当者 (所属組織データのみ), 経営企画本部 0101.
  signInAs('business@example.com');
  await loadScope();
  renderPage(<ReportMenuPage />);
  expect(screen.getByText('表示範囲：経営企画本部')).toBeInTheDocument();
  const rows = await chartRows();
  expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^経営企画本部.*1 \/ 1件$/)]);
  expect(screen.getByText('全体：1 / 1件（100%）')).toBeInTheDocument();
});

it('shows a 全社 account every 統括本部 and no scope label', async () => {
  signInAs('admin@example.com');
  await loadScope();
  renderPage(<ReportMenuPage />);
  expect(await chartRows()).toHaveLength(5);
  expect(screen.queryByText(/^表示範囲：/)).not.toBeInTheDocument();
});

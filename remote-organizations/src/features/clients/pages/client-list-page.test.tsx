import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import ClientListPage from './client-list-page';
import { callAs } from '@sdp/mocks/node';
import { expectYearLocked, findClosedYearNotice } from '@sdp/mocks/testing/closed-year';

setupMockServer();
const location = () => screen.getByTestId('location').textContent;
/** The button showing `text`, or null (text queries: role queries over an antd table are slow in jsdom). */
const button = (text: string) => screen.queryByText(text)?.closest('button') ?? null;

describe('取引先一覧', () => {
  it('shows the suppliers of the year with amounts, and filters by keyword through the URL', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('org@example.com');
    renderPage(<ClientListPage />, { path: '/maintenance/client-list' });
    expect(screen.getByRole('heading', { name: '取引先一覧' })).toBeInTheDocument();
    expect((await screen.findAllByText('株式会社取引先1号', { selector: 'td' })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('3,000,000', { selector: 'td' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/^全24件中 1〜20件$/)).toBeInTheDocument();
    expect(button('CSVアップロード')).toBeInTheDocument();
    expect(button('エクスポート')).toBeInTheDocument();
    // The filters are the 検索条件 landmark, laid out like every list's: labels above the fields, not beside them.
    expect(screen.getByRole('search', { name: '検索条件' })).toHaveClass('ant-form-vertical');

    await user.click(screen.getByLabelText('キーワード'));
    await user.paste('SP-0003');
    await user.click(button('検索')!);
    await waitFor(() => expect(location()).toBe('/maintenance/client-list?keyword=SP-0003'));
    await waitFor(() =>
      expect(screen.queryAllByText('株式会社取引先1号', { selector: 'td' })).toHaveLength(0),
    );
    expect(screen.getAllByText('株式会社取引先3号', { selector: 'td' })).toHaveLength(8);
  });

  it('shows a closed year read-only: the notice, and CSVアップロード disabled with the reason', async () => {
    await callAs('admin@example.com', 'POST', '/survey_years/2025/close');
    signInAs('org@example.com');
    renderPage(<ClientListPage />, { path: '/maintenance/client-list?survey_fy=2025' });
    expect(await findClosedYearNotice(2025)).toBeInTheDocument();
    await expectYearLocked(button('CSVアップロード'), 2025);
    expect(button('エクスポート')).toBeEnabled();
  });
});

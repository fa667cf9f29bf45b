import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '../../../testing/mock-server';
import UserDetailPage from './user-detail-page';

setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => signInAs('editor@example.com'));

describe('ユーザー詳細', () => {
  it('shows the user and the history of every application as a timeline', async () => {
    renderPage(<UserDetailPage />, { path: '/maintenance/user-detail-U0000065', params: { id: 'U0000065' } });
    expect(await screen.findByText('user065@example.com')).toBeInTheDocument();
    expect(screen.getByText('削除済')).toBeInTheDocument();
    expect(screen.getByText('申請 #1')).toBeInTheDocument();
    expect(screen.getByText('申請 #2')).toBeInTheDocument();
    expect(screen.getByText('退職')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /削除申請/ })).not.toBeInTheDocument();
  });

  it('asks before sending a deletion application', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<UserDetailPage />, { path: '/maintenance/user-detail-U0000020', params: { id: 'U0000020' } });
    await screen.findByText('user020@example.com');
    await user.click(screen.getByRole('button', { name: /削除申請/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/の削除を申請します。よろしいですか？/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /削除申請する/ }));
    expect(await screen.findByText('削除申請が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));
  });

  it('points to the application in progress instead of offering a new one', async () => {
    renderPage(<UserDetailPage />, { path: '/maintenance/user-detail-U0000010', params: { id: 'U0000010' } });
    expect(await screen.findByText('このユーザーには処理中の申請があります')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /変更申請/ })).not.toBeInTheDocument();
  });

  it('opens the change history of the user for an editor; a viewer who may not edit the user has no history button', async () => {
    const user = userEvent.setup({ delay: null });
    const path = { path: '/maintenance/user-detail-U0000020', params: { id: 'U0000020' } };
    const { unmount } = renderPage(<UserDetailPage />, path);
    await screen.findByText('user020@example.com');
    await user.click(screen.getByRole('button', { name: '変更履歴' }));
    expect(await screen.findByText('変更履歴はまだありません')).toBeInTheDocument();
    unmount();

    signInAs('editor@example.com', ['MST_USER_VIEWER']);
    renderPage(<UserDetailPage />, path);
    await screen.findByText('user020@example.com');
    expect(screen.queryByRole('button', { name: '変更履歴' })).not.toBeInTheDocument();
  });
});

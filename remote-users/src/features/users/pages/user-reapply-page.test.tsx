import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '../../../testing/mock-server';
import UserReapplyPage from './user-reapply-page';

setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;
const form = () => within(screen.getByRole('form', { name: 'ユーザー情報' }));

beforeEach(() => signInAs('editor@example.com'));

describe('ユーザー再申請', () => {
  it('shows the remand reason, takes the corrected values and reapplies', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<UserReapplyPage />, {
      path: '/maintenance/user-reapply-U0000062?apply=1',
      params: { id: 'U0000062' },
    });
    expect(
      await screen.findByText(/差戻し理由（承認 四郎）: フリガナを確認してください/),
    ).toBeInTheDocument();
    expect(form().getByLabelText('メールアドレス')).toHaveValue('user062@example.com');
    await user.clear(form().getByLabelText('名（フリガナ）'));
    await user.type(form().getByLabelText('名（フリガナ）'), 'タクミ');
    await user.type(form().getByLabelText('再申請コメント'), 'フリガナを修正しました');
    await user.click(screen.getByRole('button', { name: /再申請/ }));
    expect(await screen.findByText('再申請が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));
  });

  it('refuses an application that is not remanded', async () => {
    renderPage(<UserReapplyPage />, {
      path: '/maintenance/user-reapply-U0000061?apply=1',
      params: { id: 'U0000061' },
    });
    expect(await screen.findByText('この申請は差戻し中ではないため、再申請できません')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /再申請/ })).toBeDisabled();
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import { callAs } from '@sdp/mocks/node';
import { buttonShowing, renderPage, setupUser, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import UserReapplyPage from './user-reapply-page';

setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;
const form = () => within(screen.getByRole('form', { name: 'ユーザー情報' }));

beforeEach(() => signInAs('editor@example.com'));

describe('ユーザー再申請', () => {
  it('shows the remand reason, takes the corrected values and reapplies', async () => {
    const user = setupUser();
    renderPage(<UserReapplyPage />, {
      path: '/maintenance/user-reapply-U0000062?apply=1',
      params: { id: 'U0000062' },
    });
    expect(
      await screen.findByText(/差戻し理由（承認 四郎）: フリガナを確認してください/),
    ).toBeInTheDocument();
    const fields = form();
    expect(fields.getByLabelText('メールアドレス')).toHaveValue('user062@example.com');
    await user.clear(fields.getByLabelText('名（フリガナ）'));
    await user.type(fields.getByLabelText('名（フリガナ）'), 'タクミ');
    await user.click(fields.getByLabelText('再申請コメント'));
    await user.paste('フリガナを修正しました');
    await user.click(buttonShowing('再申請', screen.getByRole('form', { name: 'ユーザー情報' })));
    // The toast waits for every users query to be fetched again (useUserAction's onSettled is awaited): on a loaded
    // machine (load average 26, Node 24 CI run) that took longer than the file's 10 s.
    expect(await screen.findByText('再申請が完了しました', {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));

    // What the approver now reviews: the corrected kana, pending again.
    const application = (await (
      await callAs('approver@example.com', 'GET', '/users/U0000062/applications/1')
    ).json()) as { given_name_kana: string; status: number };
    expect(application).toMatchObject({ given_name_kana: 'タクミ', status: 0 });
  });

  it('refuses an application that is not remanded', async () => {
    renderPage(<UserReapplyPage />, {
      path: '/maintenance/user-reapply-U0000061?apply=1',
      params: { id: 'U0000061' },
    });
    expect(await screen.findByText('この申請は差戻し中ではないため、再申請できません')).toBeInTheDocument();
    expect(buttonShowing('再申請')).toBeDisabled();
  });
});

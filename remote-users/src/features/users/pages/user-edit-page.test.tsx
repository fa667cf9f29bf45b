import { configure, screen, waitFor } from '@testing-library/react';
import { callAs } from '@sdp/mocks/node';
import { buttonShowing, renderPage, setupUser, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import UserEditPage from './user-edit-page';

setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => signInAs('editor@example.com'));

describe('ユーザー変更申請', () => {
  it('sends a change application with the edited values', async () => {
    const user = setupUser();
    renderPage(<UserEditPage />, { path: '/maintenance/user-edit-U0000020', params: { id: 'U0000020' } });
    expect(await screen.findByDisplayValue('user020@example.com')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'ユーザー情報' });
    await user.click(screen.getByLabelText('備考'));
    await user.paste('兼務解除');
    await user.click(buttonShowing('変更申請', form));
    expect(await screen.findByText('変更申請が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));

    // What the approver now reviews: a change application with the new note.
    const application = (await (
      await callAs('approver@example.com', 'GET', '/users/U0000020/applications/2')
    ).json()) as { note: string; process_type: number; status: number };
    expect(application).toMatchObject({ note: '兼務解除', process_type: 2, status: 0 });
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@sdp/shared';
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

  it('sets 利用期限 with the date picker; accepted, the user and the edit form show it', async () => {
    const user = setupUser();
    const page = renderPage(<UserEditPage />, {
      path: '/maintenance/user-edit-U0000021',
      params: { id: 'U0000021' },
    });
    expect(await screen.findByDisplayValue('user021@example.com')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'ユーザー情報' });
    // Typed as the screens write dates; Enter takes it.
    await user.click(await within(form).findByLabelText('利用期限'));
    await user.keyboard('2027/03/31{Enter}');
    await user.click(buttonShowing('変更申請', form));
    expect(await screen.findByText('変更申請が完了しました')).toBeInTheDocument();
    page.unmount();

    const application = (await (
      await callAs('approver@example.com', 'GET', '/users/U0000021/applications/2')
    ).json()) as { access_until: string | null; current: { access_until: string | null }; version: number };
    expect(application.access_until).toBe('2027-03-31');
    expect(application.current.access_until).toBeNull();
    const accepted = await callAs('approver@example.com', 'POST', '/users/accept', {
      user_id: 'U0000021',
      apply_index: 2,
      version: application.version,
    });
    expect(accepted.status).toBe(200);

    // A later visit reads the user afresh.
    queryClient.clear();
    renderPage(<UserEditPage />, { path: '/maintenance/user-edit-U0000021', params: { id: 'U0000021' } });
    expect(await screen.findByDisplayValue('2027/03/31')).toBeInTheDocument();
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '../../../testing/mock-server';
import UserEditPage from './user-edit-page';

setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;
const form = () => within(screen.getByRole('form', { name: 'ユーザー情報' }));

beforeEach(() => signInAs('editor@example.com'));

describe('ユーザー変更申請', () => {
  it('sends a change application with the edited values', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<UserEditPage />, { path: '/maintenance/user-edit-U0000020', params: { id: 'U0000020' } });
    expect(await screen.findByDisplayValue('user020@example.com')).toBeInTheDocument();
    await user.type(form().getByLabelText('備考'), '兼務解除');
    await user.click(screen.getByRole('button', { name: /変更申請/ }));
    expect(await screen.findByText('変更申請が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '../../../testing/mock-server';
import UserPendingDetailPage from './user-pending-detail-page';

const server = setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;
const open = (id: string, apply: number) =>
  renderPage(<UserPendingDetailPage />, {
    path: `/maintenance/user-pending-detail-${id}?apply=${apply}`,
    params: { id },
  });

beforeEach(() => signInAs('approver@example.com'));

describe('承認待ち詳細', () => {
  it('shows the application with its history and approves it after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    open('U0000061', 1);
    expect(await screen.findByText('user061@example.com')).toBeInTheDocument();
    expect(screen.getByText('新規登録をお願いします')).toBeInTheDocument();
    expect(document.title).toBe('承認待ち詳細 | Sustainability Data Platform');

    await user.click(screen.getByRole('button', { name: /承認$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('コメント'), '問題ありません');
    await user.click(within(dialog).getByRole('button', { name: /承認する/ }));

    expect(await screen.findByText('承認しました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=approval'));
  });

  it('needs a comment to remand', async () => {
    const user = userEvent.setup({ delay: null });
    open('U0000061', 1);
    await screen.findByText('user061@example.com');
    await user.click(screen.getByRole('button', { name: /差戻し/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /差戻す/ }));
    expect(await within(dialog).findByText('差戻しの理由をコメントに入力してください')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('コメント'), 'カナを確認してください');
    await user.click(within(dialog).getByRole('button', { name: /差戻す/ }));
    expect(await screen.findByText('差戻しました')).toBeInTheDocument();
  });

  it('does not let an approver accept their own application', async () => {
    open('U0000012', 2);
    expect(await screen.findByText('自分の申請は承認できません')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /承認$/ })).toBeDisabled();
    expect(screen.getByText('現在の登録内容')).toBeInTheDocument();
  });

  it('explains a conflict and offers to reload', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post('*/api/v1/users/reject', () =>
        HttpResponse.json(
          {
            message: '他のユーザーが先に更新しました。画面を再読み込みしてからやり直してください',
            code: 'E-409',
          },
          { status: 409 },
        ),
      ),
    );
    open('U0000061', 1);
    await screen.findByText('user061@example.com');
    await user.click(screen.getByRole('button', { name: /否認$/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /否認する/ }));
    expect(await screen.findByRole('button', { name: /最新の内容を再読み込み/ })).toBeInTheDocument();
    expect(location()).toBe('/maintenance/user-pending-detail-U0000061?apply=1');
  });

  it('shows the invalid-status message (W-002) when the application has moved on', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post('*/api/v1/users/accept', () =>
        HttpResponse.json(
          {
            message: 'ステータスが不正です',
            code: 'W-002',
            error_item: { reason: { status: 'INVALID_STATUS' } },
          },
          { status: 400 },
        ),
      ),
    );
    open('U0000061', 1);
    await screen.findByText('user061@example.com');
    await user.click(screen.getByRole('button', { name: /承認$/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /承認する/ }));
    expect(
      await screen.findByText('ステータスが不正です（画面を再読み込みしてください）'),
    ).toBeInTheDocument();
  });
});

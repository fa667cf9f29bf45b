import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buttonShowing, renderPage, setupUser, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { actOnApplicationAs } from '../../../testing/workflow';
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
    const user = setupUser();
    open('U0000061', 1);
    expect(await screen.findByText('user061@example.com')).toBeInTheDocument();
    expect(screen.getByText('新規登録をお願いします')).toBeInTheDocument();
    expect(document.title).toBe('承認待ち詳細 | Sustainability Data Platform');

    await user.click(buttonShowing('承認'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('コメント'));
    await user.paste('問題ありません');
    await user.click(buttonShowing('承認する', dialog));

    expect(await screen.findByText('承認しました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=approval'));
  });

  it('needs a comment to remand', async () => {
    const user = setupUser();
    open('U0000061', 1);
    await screen.findByText('user061@example.com');
    await user.click(buttonShowing('差戻し'));
    const dialog = await screen.findByRole('dialog');
    await user.click(buttonShowing('差戻す', dialog));
    expect(await within(dialog).findByText('差戻しの理由をコメントに入力してください')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('コメント'));
    await user.paste('カナを確認してください');
    await user.click(buttonShowing('差戻す', dialog));
    expect(await screen.findByText('差戻しました')).toBeInTheDocument();
  });

  it('does not let an approver accept their own application', async () => {
    open('U0000012', 2);
    expect(await screen.findByText('自分の申請は承認できません')).toBeInTheDocument();
    expect(buttonShowing('承認')).toBeDisabled();
    expect(screen.getByText('現在の登録内容')).toBeInTheDocument();
  });

  it('explains a conflict when someone decided first, and reloads the application on request', async () => {
    const user = setupUser();
    open('U0000061', 1);
    await screen.findByText('user061@example.com');
    await actOnApplicationAs('admin@example.com', 'remand', 'U0000061', 1, '所属を確認してください');
    await user.click(buttonShowing('否認'));
    await user.click(buttonShowing('否認する', await screen.findByRole('dialog')));
    expect(
      await screen.findByText('他のユーザーが先に更新しました。画面を再読み込みしてからやり直してください'),
    ).toBeInTheDocument();
    expect(location()).toBe('/maintenance/user-pending-detail-U0000061?apply=1');

    await user.click(buttonShowing('最新の内容を再読み込み'));
    expect(await screen.findByText('この申請は承認待ちではありません')).toBeInTheDocument();
    expect(screen.getByText('所属を確認してください')).toBeInTheDocument();
  });

  it('shows the invalid-status message (W-002) when the application has moved on', async () => {
    const user = setupUser();
    // The server checks the version before the status: from this page a decision taken meanwhile answers 409
    // (above), so its W-002, which the page must still handle, cannot be brought about here.
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
    await user.click(buttonShowing('承認'));
    await user.click(buttonShowing('承認する', await screen.findByRole('dialog')));
    expect(
      await screen.findByText('ステータスが不正です（画面を再読み込みしてください）'),
    ).toBeInTheDocument();
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import { buttonShowing, buttonsShowing, renderPage, setupUser, signInAs } from '../../../testing/render-page';
import { mockApi } from '@sdp/mocks/node';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { actOnApplicationAs, applyForRemovalAs } from '../../../testing/workflow';
import UserDetailPage from './user-detail-page';

setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;
const open = (id: string) =>
  renderPage(<UserDetailPage />, { path: `/maintenance/user-detail-${id}`, params: { id } });

beforeEach(() => signInAs('editor@example.com'));

describe('ユーザー詳細', () => {
  it('shows a deleted user and the history of every application as a timeline', async () => {
    await applyForRemovalAs('editor@example.com', 'U0000020', '退職');
    await actOnApplicationAs('approver@example.com', 'accept', 'U0000020', 2);
    open('U0000020');
    expect(await screen.findByText('user020@example.com')).toBeInTheDocument();
    expect(screen.getByText('削除済')).toBeInTheDocument();
    expect(screen.getByText('申請 #1')).toBeInTheDocument();
    expect(screen.getByText('申請 #2')).toBeInTheDocument();
    expect(screen.getByText('退職')).toBeInTheDocument();
    expect(buttonsShowing('削除申請')).toEqual([]);
  });

  it('shows 利用期限 as the screens write a date, and 無期限 without one', async () => {
    const setUntil = (date: string | null) =>
      mockApi()
        .db.updateTable('users')
        .set({ access_until: date })
        .where('user_id', '=', 'U0000021')
        .execute();
    await setUntil('2027-03-31');
    const page = open('U0000021');
    await screen.findByText('user021@example.com');
    const row = (label: string) =>
      screen.getByText(label, { selector: 'th, th *' }).closest('tr') as HTMLElement;
    expect(within(row('利用期限')).getByText('2027/03/31')).toBeInTheDocument();
    page.unmount();
    await setUntil(null);
    open('U0000020');
    await screen.findByText('user020@example.com');
    expect(within(row('利用期限')).getByText('無期限')).toBeInTheDocument();
  });

  it('asks before sending a deletion application', async () => {
    const user = setupUser();
    open('U0000020');
    await screen.findByText('user020@example.com');
    await user.click(buttonShowing('削除申請'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/の削除を申請します。よろしいですか？/)).toBeInTheDocument();
    await user.click(buttonShowing('削除申請する', dialog));
    expect(await screen.findByText('削除申請が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));
  });

  it('points to the application in progress instead of offering a new one', async () => {
    open('U0000010');
    expect(await screen.findByText('このユーザーには処理中の申請があります')).toBeInTheDocument();
    expect(buttonsShowing('変更申請')).toEqual([]);
  });

  it("shows the user's applications in the user's change history, in staff's words", async () => {
    await actOnApplicationAs(
      'approver@example.com',
      'remand',
      'U0000010',
      2,
      'カナを確認してください\n部署も',
    );
    const user = setupUser();
    open('U0000010');
    await screen.findByText('このユーザーには処理中の申請があります');
    await user.click(buttonShowing('変更履歴'));
    const drawer = within(await screen.findByRole('dialog'));
    const remand = (await drawer.findByText(/ユーザー申請 U0000010\/2/, { selector: 'div' })).parentElement!;
    expect(remand).toHaveTextContent('差戻し');
    // The approver by name and id, the state by its label, the comment with its line break.
    expect(remand).toHaveTextContent(/\S+（U\d{7}）/);
    expect(within(remand).getByText('ステータス: 申請中 → 差戻し')).toBeInTheDocument();
    expect(within(remand).getByText(/^備考: カナを確認してください/).textContent).toBe(
      '備考: カナを確認してください\n部署も',
    );
    expect(drawer.queryByText(/\d{4}-\d{2}-\d{2}T/)).not.toBeInTheDocument();
  });

  it('opens the change history of the user for an editor; a viewer who may not edit the user has no history button', async () => {
    const user = setupUser();
    const { unmount } = open('U0000020');
    await screen.findByText('user020@example.com');
    await user.click(buttonShowing('変更履歴'));
    expect(await screen.findByText('変更履歴はまだありません')).toBeInTheDocument();
    unmount();

    signInAs('editor@example.com', ['MST_USER_VIEWER']);
    open('U0000020');
    await screen.findByText('user020@example.com');
    expect(buttonsShowing('変更履歴')).toEqual([]);
  });
});

test('an unknown user says so with one way back to the list', async () => {
  const user = setupUser();
  open('U9999999');
  expect(await screen.findByText('対象のデータが見つかりません')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /一覧に戻る/ })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: /一覧に戻る/ }));
  await waitFor(() => expect(location()).toMatch(/^\/maintenance\/user-list/));
});

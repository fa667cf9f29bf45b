import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '../../../testing/mock-server';
import UserListPage from './user-list-page';

setupMockServer();
// Role queries over a 20-row antd table are slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;
/** An open dialog by its title (antd names its dialogs by the title only in a real browser). */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
const searchForm = () => within(screen.getByRole('form', { name: '検索条件' }));

describe('ユーザー一覧', () => {
  it('shows the users, the licence counts and the tabs the editor may open', async () => {
    signInAs('editor@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list' });
    expect(screen.getByRole('heading', { name: 'ユーザー一覧' })).toBeInTheDocument();
    expect(document.title).toBe('ユーザー一覧 | Sustainability Data Platform');

    expect(await screen.findByText('editor@example.com')).toBeInTheDocument();
    expect(screen.getByText('全65件中 1〜20件')).toBeInTheDocument();
    const licences = screen.getByLabelText('ライセンス');
    await waitFor(() => expect(within(licences).getByText('100')).toBeInTheDocument());
    expect(within(licences).getByText('60')).toBeInTheDocument();
    expect(within(licences).getByText('40')).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'ユーザー' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '申請一覧' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '承認待ち' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新規登録申請/ })).toBeInTheDocument();
  });

  it('shows a user viewer only the users, without actions', async () => {
    signInAs('editor@example.com', ['MST_USER_VIEWER']);
    renderPage(<UserListPage />, { path: '/maintenance/user-list' });
    expect(await screen.findByText('viewer@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '申請一覧' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新規登録申請/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /詳細/ })).not.toBeInTheDocument();
  });

  it('searches by kana and keeps the condition in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('editor@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list' });
    await screen.findByText('editor@example.com');

    await user.type(searchForm().getByLabelText('フリガナ'), 'タナカ');
    await user.click(screen.getByRole('button', { name: /検索/ }));

    await waitFor(() =>
      expect(location()).toBe(`/maintenance/user-list?kana=${encodeURIComponent('タナカ')}`),
    );
    await waitFor(() => expect(screen.getByText('全1件中 1〜1件')).toBeInTheDocument());
    expect(screen.getByText('approver@example.com')).toBeInTheDocument();
  });

  it('refuses an invisible character in a search condition under the field, and does not search', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('editor@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list' });
    await screen.findByText('editor@example.com');

    await user.type(searchForm().getByLabelText('氏名'), '田中\u200B');
    await user.click(screen.getByRole('button', { name: /検索/ }));

    expect(await screen.findByText('氏名に使用できない文字（U+200B）が含まれています')).toBeInTheDocument();
    expect(location()).toBe('/maintenance/user-list');
  });

  it('lists the approver queue and opens an application for review', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('approver@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list?tab=approval' });
    expect(await screen.findByText('user061@example.com')).toBeInTheDocument();
    expect(screen.getByText('全4件中 1〜4件')).toBeInTheDocument();
    const row = screen.getByText('user061@example.com').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /確認/ }));
    expect(location()).toBe('/maintenance/user-pending-detail-U0000061?apply=1');
  });

  it('switches to the applications tab and shows every application with its process type', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('editor@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list' });
    await screen.findByText('editor@example.com');
    await user.click(screen.getByRole('tab', { name: '申請一覧' }));
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));
    const row = (await screen.findByText('user062@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('差戻し')).toBeInTheDocument();
    expect(within(row).getByText('登録')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    signInAs('editor@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list?mail=nobody-like-this' });
    expect(await screen.findByText('検索条件に一致するユーザーはいません')).toBeInTheDocument();
    expect(searchForm().getByLabelText('メールアドレス')).toHaveValue('nobody-like-this');
  });

  it('approves the picked applications in bulk, reporting each; an own application cannot be picked', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('approver@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list?tab=approval' });
    expect(await screen.findByText('全4件中 1〜4件')).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox', { name: /の申請を選択$/ });
    const pickable = boxes.filter((box) => !(box as HTMLInputElement).disabled);
    // The approver's own change application (U0000012) waits in the queue too, and cannot be picked.
    const own = screen.getByText('U0000012').closest('tr') as HTMLElement;
    expect(within(own).getByRole('checkbox')).toBeDisabled();
    expect(boxes.length - pickable.length).toBe(1);
    const bar = screen.getByRole('group', { name: '一括処理' });
    await user.click(within(bar).getByRole('button', { name: '表示中の申請をすべて選択' }));
    expect(within(bar).getByText(`${pickable.length}件を選択中`)).toBeInTheDocument();
    for (const box of pickable.slice(2)) await user.click(box);
    expect(within(bar).getByText('2件を選択中')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: /一括差戻し/ }));
    const remand = await dialogTitled('2件の申請を一括差戻し');
    await user.click(within(remand).getByRole('button', { name: /差戻す/ }));
    expect(await within(remand).findByText('差戻しの理由をコメントに入力してください')).toBeInTheDocument();
    await user.click(within(remand).getByRole('button', { name: /キャンセル/ }));

    await user.click(within(bar).getByRole('button', { name: /一括承認/ }));
    const dialog = await dialogTitled('2件の申請を一括承認');
    expect(
      within(within(dialog).getByRole('list', { name: '承認する申請' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: /承認する/ }));
    const result = await dialogTitled('一括処理の結果');
    const items = within(within(result).getByRole('list', { name: '申請ごとの結果' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/完了/),
      expect.stringMatching(/完了/),
    ]);
    expect(await screen.findByText('2件を承認しました')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('全2件中 1〜2件')).toBeInTheDocument());
  });
});

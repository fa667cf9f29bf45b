import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buttonShowing, renderPage, setupUser, signInAs } from '../../../testing/render-page';
import { mockApi } from '@sdp/mocks/node';
import { recordApiRequests, setupMockServer } from '@sdp/mocks/testing/mock-server';
import UserListPage from './user-list-page';

const server = setupMockServer();
// Role queries over a 20-row antd table are slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;
/** An open dialog by its title (antd names its dialogs by the title only in a real browser). */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
const searchForm = () => screen.getByRole('form', { name: '検索条件' });

describe('ユーザー一覧', () => {
  it('asks for the next page when its button is pressed, before the click; the page then asks nothing more', async () => {
    const asked = recordApiRequests(server);
    const user = setupUser();
    signInAs('editor@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list' });
    expect(await screen.findByText('全62件中 1〜20件')).toBeInTheDocument();
    const next = screen.getByRole('listitem', { name: '次のページ' }).querySelector('button') as HTMLElement;
    const pageTwo = (url: string) =>
      url.startsWith('/api/v1/users?') && new URLSearchParams(url.split('?')[1]).get('page') === '2';
    fireEvent.pointerDown(next);
    await waitFor(() => expect(asked.filter(pageTwo)).toHaveLength(1));
    expect(location()).toBe('/maintenance/user-list');

    await user.click(next);
    expect(await screen.findByText('全62件中 21〜40件')).toBeInTheDocument();
    expect(location()).toBe('/maintenance/user-list?page=2');
    expect(asked.filter(pageTwo)).toHaveLength(1);
  });

  it('shows the users, the licence counts and the tabs the editor may open; a tab lists every application', async () => {
    const user = setupUser();
    signInAs('editor@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list' });
    expect(document.title).toBe('ユーザー一覧 | Sustainability Data Platform');
    expect(buttonShowing('新規登録申請')).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'ユーザー' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '申請一覧' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '承認待ち' })).not.toBeInTheDocument();

    // The seed (api/src/seed/users.ts): 60 active users of 100 licences, and two registrations in progress.
    expect(await screen.findByText('editor@example.com')).toBeInTheDocument();
    expect(screen.getByText('全62件中 1〜20件')).toBeInTheDocument();
    const licences = screen.getByLabelText('ライセンス');
    await waitFor(() => expect(within(licences).getByText('100')).toBeInTheDocument());
    expect(within(licences).getByText('60')).toBeInTheDocument();
    expect(within(licences).getByText('40')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '申請一覧' }));
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));
    const row = (await screen.findByText('user062@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('差戻し')).toBeInTheDocument();
    expect(within(row).getByText('登録')).toBeInTheDocument();
  });

  it('shows a user viewer only the users, without actions; 利用期限 as the screens write a date', async () => {
    // Set directly (the workflow's own tests carry it through an application); undone below, as msw would not know.
    const setViewerUntil = (date: string | null) =>
      mockApi()
        .db.updateTable('users')
        .set({ access_until: date })
        .where('user_id', '=', 'U0000007')
        .execute();
    await setViewerUntil('2027-03-31');
    signInAs('editor@example.com', ['MST_USER_VIEWER']);
    renderPage(<UserListPage />, { path: '/maintenance/user-list' });
    const viewer = (await screen.findByText('viewer@example.com')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: '利用期限' })).toBeInTheDocument();
    expect(within(viewer).getByText('2027/03/31')).toBeInTheDocument();
    await setViewerUntil(null);
    expect(screen.queryByRole('tab', { name: '申請一覧' })).not.toBeInTheDocument();
    expect(screen.queryByText('新規登録申請')).not.toBeInTheDocument();
    expect(screen.queryByText('詳細')).not.toBeInTheDocument();
  });

  it('refuses an invisible character in a search condition under the field; a kana search keeps the condition in the URL', async () => {
    const user = setupUser();
    signInAs('editor@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list' });
    await screen.findByText('editor@example.com');

    const form = searchForm();
    // Pasted, as such a character usually arrives.
    await user.click(within(form).getByLabelText('氏名'));
    await user.paste('承認\u200B');
    await user.click(buttonShowing('検索', form));
    expect(await screen.findByText('氏名に使用できない文字（U+200B）が含まれています')).toBeInTheDocument();
    expect(location()).toBe('/maintenance/user-list');

    await user.clear(within(form).getByLabelText('氏名'));
    await user.type(within(form).getByLabelText('フリガナ'), 'ショウニン');
    await user.click(buttonShowing('検索', form));
    await waitFor(() =>
      expect(location()).toBe(`/maintenance/user-list?kana=${encodeURIComponent('ショウニン')}`),
    );
    await waitFor(() => expect(screen.getByText('全1件中 1〜1件')).toBeInTheDocument());
    expect(screen.getByText('approver@example.com')).toBeInTheDocument();
  });

  it('lists the approver queue and opens an application for review', async () => {
    const user = setupUser();
    signInAs('approver@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list?tab=approval' });
    expect(await screen.findByText('user061@example.com')).toBeInTheDocument();
    expect(screen.getByText('全4件中 1〜4件')).toBeInTheDocument();
    const row = screen.getByText('user061@example.com').closest('tr') as HTMLElement;
    await user.click(buttonShowing('確認', row));
    expect(location()).toBe('/maintenance/user-pending-detail-U0000061?apply=1');
  });

  it('says so when nothing matches', async () => {
    signInAs('editor@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list?mail=nobody-like-this' });
    expect(await screen.findByText('検索条件に一致するユーザーはいません')).toBeInTheDocument();
    expect(within(searchForm()).getByLabelText('メールアドレス')).toHaveValue('nobody-like-this');
  });

  it('approves the picked applications in bulk, reporting each; an own application cannot be picked', async () => {
    const user = setupUser();
    signInAs('approver@example.com');
    renderPage(<UserListPage />, { path: '/maintenance/user-list?tab=approval' });
    expect(await screen.findByText('全4件中 1〜4件')).toBeInTheDocument();
    // The approver's own change application (U0000012) waits in the queue too, and cannot be picked once the page
    // knows who is signed in.
    const own = screen.getByText('U0000012').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(own).getByLabelText(/の申請を選択$/)).toBeDisabled());
    const boxes = screen.getAllByLabelText(/の申請を選択$/) as HTMLInputElement[];
    const pickable = boxes.filter((box) => !box.disabled);
    expect(boxes.length - pickable.length).toBe(1);
    const bar = screen.getByLabelText('一括処理');
    expect(bar).toHaveAttribute('role', 'group');
    await user.click(buttonShowing('表示中の申請をすべて選択', bar));
    expect(within(bar).getByText(`${pickable.length}件を選択中`)).toBeInTheDocument();
    for (const box of pickable.slice(2)) await user.click(box);
    expect(within(bar).getByText('2件を選択中')).toBeInTheDocument();

    await user.click(buttonShowing('一括差戻し', bar));
    const remand = await dialogTitled('2件の申請を一括差戻し');
    await user.click(buttonShowing('差戻す', remand));
    expect(await within(remand).findByText('差戻しの理由をコメントに入力してください')).toBeInTheDocument();
    await user.click(buttonShowing('キャンセル', remand));

    await user.click(buttonShowing('一括承認', bar));
    const dialog = await dialogTitled('2件の申請を一括承認');
    expect(
      within(within(dialog).getByRole('list', { name: '承認する申請' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await user.click(buttonShowing('承認する', dialog));
    // The toast goes after 3 s and comes with the results dialog: look for it first (on a loaded machine reading the
    // dialog took longer than the toast stays).
    expect(await screen.findByText('2件を承認しました')).toBeInTheDocument();
    const result = await dialogTitled('一括処理の結果');
    const items = within(within(result).getByRole('list', { name: '申請ごとの結果' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/完了/),
      expect.stringMatching(/完了/),
    ]);
    await waitFor(() => expect(screen.getByText('全2件中 1〜2件')).toBeInTheDocument());
  });
});

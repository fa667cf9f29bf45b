import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouteParams } from '@sdp/shared';
import { renderApp } from '../testing/render-app';
import { loadRemotePage } from '../remotes/remote-registry';
import { RemoteLoadError } from '../remotes/remote-load-error';
import { forgetRemotePages } from '../remotes/remote-page';

jest.mock('../remotes/remote-registry', () => ({
  loadRemotePage: jest.fn(),
  resetRemote: jest.fn(),
  preloadRemotePage: jest.fn(),
}));

const loadRemote = jest.mocked(loadRemotePage);

function AuthorityEditStub() {
  return <p>権限編集ページ {useRouteParams().id}</p>;
}

beforeEach(() => {
  forgetRemotePages();
  loadRemote.mockReset();
  sessionStorage.clear();
});

test('a signed-out visitor of a guarded page goes to the login page, keeping the wanted path', async () => {
  renderApp('/maintenance/authority-list?page=2');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  expect(screen.getByTestId('location').dataset.state).toContain('/maintenance/authority-list?page=2');
  expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
});

test('a user without the role sees the access-denied view with 404', async () => {
  renderApp('/maintenance/authority-list', { roles: ['MST_USER_VIEWER'] });
  expect(await screen.findByText('アクセス権限がありません')).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();
});

test('a user without the role is offered the top page, sign-out and who to ask', async () => {
  renderApp('/maintenance/authority-list', { roles: ['MST_USER_VIEWER'] });
  await userEvent.click(await screen.findByRole('button', { name: /トップページへ/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/maintenance-menu$/));
});

test('a user with no role at all (norole@) is told who to ask and can sign out, with no dead-end top page', async () => {
  renderApp('/maintenance-menu', { roles: [] });
  expect(await screen.findByText('アクセス権限がありません')).toBeInTheDocument();
  const ask = screen.getByText(/この画面を使う権限が必要な場合は、システム管理者にお問い合わせください/);
  expect(within(ask).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^mailto:.+@/));
  expect(screen.queryByRole('button', { name: /トップページへ/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /ログアウト/ })).toBeInTheDocument();
});

test('an unknown path shows 404, the requested path and the way back to the top page', async () => {
  renderApp('/maintenance/nothing-here', { roles: ['MST_AUTHORITY'] });
  expect(await screen.findByText('Page Not Found: /maintenance/nothing-here')).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /ログアウト/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /トップページへ/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/maintenance-menu$/));
});

test('an allowed remote page renders inside the layout with its path parameters', async () => {
  loadRemote.mockResolvedValue({ default: AuthorityEditStub });
  renderApp('/maintenance/authority-edit-SUS_ADMIN', {
    roles: ['MST_AUTHORITY'],
    email: 'admin@example.com',
  });
  expect(await screen.findByText('権限編集ページ SUS_ADMIN')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('remote_authority', './AuthorityEditPage');
  expect(screen.getByRole('button', { name: /admin@example.com/ })).toBeInTheDocument();
});

test('a remote that fails shows the error inside the layout, and retry loads it afresh', async () => {
  // React logs every error a boundary catches.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemote.mockRejectedValueOnce(
    new RemoteLoadError(
      'remote_authority',
      './AuthorityListPage',
      new Error('RUNTIME-003 Failed to get manifest.'),
    ),
  );
  renderApp('/maintenance/authority-list', { roles: ['MST_AUTHORITY'] });
  expect(await screen.findByText('画面を読み込めませんでした')).toBeInTheDocument();
  // The header keeps working around the failed page.
  expect(screen.getByRole('tab', { name: 'メンテナンス' })).toBeInTheDocument();

  loadRemote.mockResolvedValueOnce({ default: () => <p>権限一覧ページ</p> });
  await userEvent.click(screen.getByRole('button', { name: /再読み込み/ }));
  expect(await screen.findByText('権限一覧ページ')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(2);
  jest.mocked(console.error).mockRestore();
});

test('a page that throws while rendering leads to the global error page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemote.mockResolvedValue({
    default: () => {
      throw new Error('boom');
    },
  });
  renderApp('/maintenance/authority-list', { roles: ['MST_AUTHORITY'] });
  expect(await screen.findByRole('heading', { name: 'エラーが発生しました' })).toBeInTheDocument();
  expect(screen.getByText('時間を置いてもう一度やり直してください。')).toBeInTheDocument();
  jest.mocked(console.error).mockRestore();
});

test('the index sends a signed-out visitor to login and a signed-in one to the menu of the logo rule', async () => {
  renderApp('/');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));

  renderApp('/', { roles: ['DASHBOARD_VIEWER', 'MST_AUTHORITY'] });
  await waitFor(() => expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent(/^\/report-menu$/));
});

test('the index goes to the maintenance menu when the report menu is not allowed', async () => {
  renderApp('/', { roles: ['MST_AUTHORITY'] });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/maintenance-menu$/));
  expect(await screen.findByRole('link', { name: '権限一覧' })).toBeInTheDocument();
});

test('the verifier lands on the maintenance menu with 変更履歴 and 検証資料 only, and other pages are closed to it', async () => {
  renderApp('/', { roles: ['MST_ASSURANCE_VIEWER'], email: 'verifier@example.com' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/maintenance-menu$/));
  const menu = await screen.findByRole('link', { name: '検証資料' });
  expect(menu).toHaveAttribute('href', '/maintenance/assurance');
  const cards = screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/maintenance/'));
  expect(cards.map((link) => link.textContent)).toEqual(['変更履歴', '検証資料']);
});

test('signing out elsewhere (session cleared) sends a guarded page to login', async () => {
  loadRemote.mockResolvedValue({ default: () => <p>権限一覧ページ</p> });
  renderApp('/maintenance/authority-list', { roles: ['MST_AUTHORITY'] });
  expect(await screen.findByText('権限一覧ページ')).toBeInTheDocument();
  const { useSessionStore } = await import('@sdp/shared');
  act(() => useSessionStore.getState().clear());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
});

test('while a page loads, the layout shows a skeleton named after the page; a page visited before shows at once', async () => {
  let resolve: (page: Awaited<ReturnType<typeof loadRemotePage>>) => void = () => undefined;
  loadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
  renderApp('/maintenance/authority-list', { roles: ['MST_AUTHORITY', 'MST_USER_VIEWER'] });
  expect(await screen.findByLabelText('権限一覧を読み込んでいます')).toHaveAttribute('aria-busy', 'true');
  await act(async () => resolve({ default: () => <p>権限一覧ページ</p> }));
  expect(await screen.findByText('権限一覧ページ')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'メンテナンス' }));
  expect(await screen.findByRole('link', { name: '権限一覧' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: '権限一覧' }));
  // Rendered in the same pass as the navigation: no skeleton in between.
  expect(screen.getByText('権限一覧ページ')).toBeInTheDocument();
  expect(screen.queryByLabelText('権限一覧を読み込んでいます')).not.toBeInTheDocument();
});

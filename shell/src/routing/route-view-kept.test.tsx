import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from '@sdp/shared/router';
import { queryClient, useSessionStore } from '@sdp/shared';
import { useQuery } from '@sdp/shared/query';
import { usePageTitle } from '@sdp/shared/ui';
import { renderApp } from '../testing/render-app';
import { loadRemotePage } from '../remotes/remote-registry';
import { forgetRemotePages } from '../remotes/remote-page';

jest.mock('../remotes/remote-registry', () => ({
  loadRemotePage: jest.fn(),
  resetRemote: jest.fn(),
  preloadRemotePage: jest.fn(),
}));

let rows = ['山田 太郎'];
const fetchRows = jest.fn(async () => [...rows]);

function UserListStub() {
  usePageTitle('ユーザー一覧');
  const { search } = useLocation();
  const [count, setCount] = useState(0);
  const { data } = useQuery({ queryKey: ['kept-rows'], queryFn: fetchRows });
  return (
    <div>
      <p>一覧の条件 {search || 'なし'}</p>
      <p>行: {data?.join('、') ?? '読み込み中'}</p>
      <button onClick={() => setCount((value) => value + 1)}>押した回数 {count}</button>
      <Link to="/maintenance/user-registration">登録へ</Link>
      <Link to="/maintenance/authority-list">権限一覧へ</Link>
    </div>
  );
}

function RegistrationStub() {
  usePageTitle('ユーザー登録申請');
  const { search } = useLocation();
  return (
    <form>
      <p>登録の条件 {search || 'なし'}</p>
      <input aria-label="氏名" />
      <Link to="/maintenance/user-registration?step=2">次へ</Link>
      <Link to="/maintenance/user-list?page=2">一覧へ戻る</Link>
    </form>
  );
}

const PAGES: Record<string, () => React.JSX.Element> = {
  './UserListPage': UserListStub,
  './UserRegistrationPage': RegistrationStub,
  './AuthorityListPage': () => <p>権限一覧ページ</p>,
};

beforeEach(() => {
  forgetRemotePages();
  rows = ['山田 太郎'];
  fetchRows.mockClear();
  jest.mocked(loadRemotePage).mockImplementation(async (_remote, module) => ({ default: PAGES[module]! }));
});

const EDITOR = { roles: ['MST_USER_EDITOR', 'MST_AUTHORITY'] };

test('a list page comes back as it was left, and reads its own address while other pages change theirs', async () => {
  renderApp('/maintenance/user-list?page=2', EDITOR);
  await userEvent.click(await screen.findByRole('button', { name: '押した回数 0' }));
  await userEvent.click(screen.getByRole('link', { name: '登録へ' }));
  expect(await screen.findByText('登録の条件 なし')).toBeVisible();
  expect(screen.getByText('一覧の条件 ?page=2')).not.toBeVisible();
  expect(document.title).toMatch(/^ユーザー登録申請 \|/);

  await userEvent.click(screen.getByRole('link', { name: '次へ' }));
  expect(await screen.findByText('登録の条件 ?step=2')).toBeVisible();
  // Hidden, the list still reads the address it had.
  expect(screen.getByText('一覧の条件 ?page=2')).toBeInTheDocument();

  await userEvent.type(screen.getByRole('textbox', { name: '氏名' }), '佐藤');
  await userEvent.click(screen.getByRole('link', { name: '一覧へ戻る' }));
  expect(screen.getByRole('button', { name: '押した回数 1' })).toBeVisible();
  expect(document.title).toMatch(/^ユーザー一覧 \|/);
  // A form is never kept: its input is gone when the user comes back to it.
  expect(screen.queryByRole('textbox', { name: '氏名' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: '登録へ' }));
  expect(await screen.findByRole('textbox', { name: '氏名' })).toHaveValue('');
});

test('data changed while the list was hidden shows when it comes back, asked for only then', async () => {
  renderApp('/maintenance/user-list', EDITOR);
  expect(await screen.findByText('行: 山田 太郎')).toBeVisible();
  await userEvent.click(screen.getByRole('link', { name: '登録へ' }));
  await screen.findByText('登録の条件 なし');
  rows = ['山田 太郎', '佐藤 花子'];
  // What a save elsewhere does.
  await act(() => queryClient.invalidateQueries());
  expect(fetchRows).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('link', { name: '一覧へ戻る' }));
  expect(await screen.findByText('行: 山田 太郎、佐藤 花子')).toBeVisible();
  expect(fetchRows).toHaveBeenCalledTimes(2);
});

test('signing out drops the kept pages: the next user starts with none', async () => {
  const { router } = renderApp('/maintenance/user-list', EDITOR);
  await screen.findByText('一覧の条件 なし');
  await userEvent.click(screen.getByRole('link', { name: '登録へ' }));
  await screen.findByText('登録の条件 なし');
  act(() => useSessionStore.getState().clear());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  expect(screen.queryByText(/一覧の条件/)).not.toBeInTheDocument();

  act(() => useSessionStore.setState({ token: 't2', email: 'admin@example.com', roles: EDITOR.roles }));
  await act(() => router.navigate('/maintenance/user-registration'));
  expect(await screen.findByText('登録の条件 なし')).toBeVisible();
  expect(screen.queryByText(/一覧の条件/)).not.toBeInTheDocument();
});

test('a kept page the user lost access to is dropped', async () => {
  renderApp('/maintenance/user-list', EDITOR);
  await screen.findByText('一覧の条件 なし');
  await userEvent.click(screen.getByRole('link', { name: '権限一覧へ' }));
  expect(await screen.findByText('権限一覧ページ')).toBeVisible();
  expect(screen.getByText('一覧の条件 なし')).not.toBeVisible();
  act(() => useSessionStore.setState({ roles: ['MST_AUTHORITY'] }));
  await waitFor(() => expect(screen.queryByText('一覧の条件 なし')).not.toBeInTheDocument());
  expect(screen.getByText('権限一覧ページ')).toBeVisible();
});

test('the window goes back to where the list was scrolled', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  renderApp('/maintenance/user-list', EDITOR);
  await screen.findByText('一覧の条件 なし');
  Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await userEvent.click(screen.getByRole('link', { name: '登録へ' }));
  await screen.findByText('登録の条件 なし');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  await userEvent.click(screen.getByRole('link', { name: '一覧へ戻る' }));
  expect(scrollTo).toHaveBeenCalledWith(0, 640);
  scrollTo.mockRestore();
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDevAuthProvider, registerAuthProvider, setRuntimeConfig, useSessionStore } from '@sdp/shared';
import { renderApp } from '../../testing/render-app';
import { calledPaths, stubFetch } from '../../testing/fetch-stub';

jest.mock('../../remotes/remote-registry', () => ({
  loadRemotePage: jest.fn(async () => ({ default: () => <p>権限一覧ページ</p> })),
  resetRemote: jest.fn(),
  preloadRemotePage: jest.fn(),
}));

const accounts = {
  accounts: [
    { email: 'admin@example.com', name: '管理 太郎', authority_group_id: 'SUS_ADMIN' },
    { email: 'norole@example.com', name: '権限 なし', authority_group_id: 'NO_ROLE' },
  ],
};
const authority = (roles: string[]) => ({
  email: 'admin@example.com',
  user_id: 'U0001',
  surname: '管理',
  given_name: '太郎',
  function_id_list: roles,
  data_scope: { kind: 'all', code: null, name: null },
});

beforeAll(() => {
  setRuntimeConfig({ auth: { providers: ['dev'], devIdpUrl: '/dev-idp' } });
  registerAuthProvider(createDevAuthProvider('/dev-idp'));
});
afterAll(() => setRuntimeConfig({}));
afterEach(() => jest.restoreAllMocks());

test('lists the development accounts; choosing one signs in and returns to the wanted page', async () => {
  const fetchSpy = stubFetch({
    'GET /dev-idp/accounts': { body: accounts },
    'POST /dev-idp/token': { body: { id_token: 'token-admin', expires_in: 3600 } },
    'GET /api/v1/authority/all': { body: authority(['MST_AUTHORITY', 'DASHBOARD_VIEWER']) },
  });
  renderApp('/maintenance/authority-list');
  expect(await screen.findByRole('button', { name: 'norole@example.com' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'admin@example.com' }));

  expect(await screen.findByText('権限一覧ページ')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/maintenance\/authority-list$/);
  expect(useSessionStore.getState()).toMatchObject({
    token: 'token-admin',
    email: 'admin@example.com',
    roles: ['MST_AUTHORITY', 'DASHBOARD_VIEWER'],
  });
  expect(calledPaths(fetchSpy)).toEqual(
    expect.arrayContaining(['POST /dev-idp/token', 'GET /api/v1/authority/all']),
  );
  const authorityCall = fetchSpy.mock.calls.find(([input]) => String(input).includes('/authority/all'));
  expect(new Headers(authorityCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-admin');
});

test('without a wanted page, sign-in goes to the menu of the logo rule', async () => {
  stubFetch({
    'GET /dev-idp/accounts': { body: accounts },
    'POST /dev-idp/token': { body: { id_token: 't', expires_in: 3600 } },
    'GET /api/v1/authority/all': { body: authority(['MST_AUTHORITY']) },
  });
  renderApp('/login');
  await userEvent.click(await screen.findByRole('button', { name: 'admin@example.com' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/maintenance-menu$/));
});

test('a user the server refuses (403) is told to contact the administrator and stays signed out', async () => {
  stubFetch({
    'GET /dev-idp/accounts': { body: accounts },
    'POST /dev-idp/token': { body: { id_token: 't', expires_in: 3600 } },
    'GET /api/v1/authority/all': {
      status: 403,
      body: { message: 'システム管理者にお問い合わせください', code: 'E-403' },
    },
    'GET /api/v1/csrf_token': { body: { token: 'c' } },
    'POST /api/v1/auth/sign_out': { status: 204 },
  });
  renderApp('/login');
  await userEvent.click(await screen.findByRole('button', { name: 'norole@example.com' }));
  expect(await screen.findByText('システム管理者にお問い合わせください')).toBeInTheDocument();
  expect(useSessionStore.getState().token).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
});

test('an account the development IdP does not know gets the same message', async () => {
  stubFetch({
    'GET /dev-idp/accounts': { body: accounts },
    'POST /dev-idp/token': { status: 403, body: { message: 'x', code: 'E-403' } },
  });
  renderApp('/login');
  await userEvent.click(await screen.findByRole('button', { name: 'norole@example.com' }));
  expect(await screen.findByText('システム管理者にお問い合わせください')).toBeInTheDocument();
});

test('a network failure during sign-in shows the network message', async () => {
  const spy = stubFetch({ 'GET /dev-idp/accounts': { body: accounts } });
  renderApp('/login');
  const button = await screen.findByRole('button', { name: 'admin@example.com' });
  spy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await userEvent.click(button);
  expect(
    await screen.findByText('ネットワークに接続できません。通信環境を確認してください。'),
  ).toBeInTheDocument();
});

test('a notice handed to the login page is shown', async () => {
  stubFetch({ 'GET /dev-idp/accounts': { body: accounts } });
  // Where a refused start-up authority check lands.
  renderApp({ pathname: '/login', state: { notice: 'システム管理者にお問い合わせください' } });
  expect(await screen.findByRole('alert')).toHaveTextContent('システム管理者にお問い合わせください');
});

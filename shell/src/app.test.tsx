import { render, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig, useSessionStore } from '@sdp/shared';
import { DEV_SIGN_IN_BANNER } from '@sdp/shared/ui';
import { App } from './app';
import { startAuthorityRefresh } from './session/authority-refresh';
import { setSession } from './testing/render-app';
import { stubFetch } from './testing/fetch-stub';

jest.mock('./remotes/remote-registry', () => ({
  loadRemotePage: jest.fn(async () => ({ default: () => <p>権限一覧ページ</p> })),
  resetRemote: jest.fn(),
  preloadRemotePage: jest.fn(),
}));

afterEach(() => jest.restoreAllMocks());

test('on start with a stored session, the roles are fetched again and the page shows meanwhile', async () => {
  stubFetch({
    'GET /api/v1/authority/all': {
      body: {
        email: 'a@example.com',
        user_id: 'U',
        surname: '管理',
        given_name: '太郎',
        function_id_list: ['MST_AUTHORITY'],
        data_scope: { kind: 'all', code: null, name: null },
      },
    },
  });
  window.history.pushState({}, '', '/maintenance/authority-list');
  setSession({ roles: ['MST_AUTHORITY', 'DASHBOARD_VIEWER'] });
  void startAuthorityRefresh();
  render(<App />);
  expect(await screen.findByText('権限一覧ページ')).toBeInTheDocument();
  await waitFor(() => expect(useSessionStore.getState().roles).toEqual(['MST_AUTHORITY']));
  expect(screen.queryByRole('tab', { name: '可視化' })).not.toBeInTheDocument();
});

test('a stored session the server now refuses (403) is signed out with the contact message', async () => {
  stubFetch({
    'GET /api/v1/authority/all': {
      status: 403,
      body: { message: 'システム管理者にお問い合わせください', code: 'E-403' },
    },
    'GET /api/v1/csrf_token': { body: { token: 'c' } },
    'POST /api/v1/auth/sign_out': { status: 204 },
    'GET /dev-idp/accounts': { body: { accounts: [] } },
  });
  window.history.pushState({}, '', '/report-menu');
  setSession({ roles: ['DASHBOARD_VIEWER'] });
  void startAuthorityRefresh();
  render(<App />);
  expect(await screen.findByRole('alert')).toHaveTextContent('システム管理者にお問い合わせください');
  expect(window.location.pathname).toBe('/login');
  expect(useSessionStore.getState().token).toBeNull();
});

describe('the development sign-in banner', () => {
  afterEach(() => setRuntimeConfig({}));
  const banner = () => screen.queryByText(DEV_SIGN_IN_BANNER);

  test('shows on every page while config.json offers the development sign-in, the login page included', async () => {
    setRuntimeConfig({ auth: { providers: ['dev'], devIdpUrl: '/dev-idp' } });
    stubFetch({ 'GET /dev-idp/accounts': { body: { accounts: [] } } });
    window.history.pushState({}, '', '/login');
    setSession(null);
    const login = render(<App />);
    expect(await screen.findByRole('status')).toHaveTextContent(DEV_SIGN_IN_BANNER);
    login.unmount();

    stubFetch({ 'GET /api/v1/authority/all': { body: authority(['MST_AUTHORITY']) } });
    window.history.pushState({}, '', '/maintenance/authority-list');
    setSession({ roles: ['MST_AUTHORITY'] });
    render(<App />);
    expect(await screen.findByText('権限一覧ページ')).toBeInTheDocument();
    expect(banner()).toBeVisible();
  });

  test('shows nowhere when only a real provider is offered', async () => {
    setRuntimeConfig({
      auth: { providers: ['microsoft'], microsoft: { clientId: 'c', tenantId: 't', apiScope: 's' } },
    });
    window.history.pushState({}, '', '/login');
    setSession(null);
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
    expect(banner()).toBeNull();
  });
});

const authority = (roles: string[]) => ({
  email: 'a@example.com',
  user_id: 'U',
  surname: '管理',
  given_name: '太郎',
  function_id_list: roles,
  data_scope: { kind: 'all', code: null, name: null },
});

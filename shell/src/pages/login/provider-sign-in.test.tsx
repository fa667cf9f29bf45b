import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  registerAuthProvider,
  setRuntimeConfig,
  SignInError,
  useSessionStore,
  type AuthProvider,
  type SignInErrorKind,
} from '@sdp/shared';
import { renderApp } from '../../testing/render-app';
import { stubFetch } from '../../testing/fetch-stub';

jest.mock('../../remotes/remote-registry', () => ({
  loadRemotePage: jest.fn(async () => ({ default: () => <p>ページ</p> })),
  resetRemote: jest.fn(),
  preloadRemotePage: jest.fn(),
}));

const signIn = jest.fn<ReturnType<AuthProvider['signIn']>, []>();
const preload = jest.fn();
const fake = (id: 'microsoft' | 'google', label: string): AuthProvider => ({
  id,
  label,
  signIn,
  preload,
  getToken: async () => null,
  signOut: async () => undefined,
});

beforeAll(() => {
  registerAuthProvider(fake('microsoft', 'Microsoft'));
  registerAuthProvider(fake('google', 'Google'));
});
beforeEach(() => setRuntimeConfig({ auth: { providers: ['microsoft', 'google'] } }));
afterEach(() => {
  jest.restoreAllMocks();
  signIn.mockReset();
});
afterAll(() => setRuntimeConfig({}));

test('offers the two providers and no development picker when configuration leaves it out', async () => {
  renderApp('/login');
  expect(await screen.findByRole('button', { name: /Microsoft アカウントでログイン/ })).toBeEnabled();
  expect(screen.getByRole('button', { name: /Google アカウントでログイン/ })).toBeEnabled();
  expect(screen.queryByText('開発用アカウントでログイン')).not.toBeInTheDocument();
  // Their libraries start loading while the page is read, so the popup opens on the click.
  expect(preload).toHaveBeenCalledTimes(2);
});

test('a provider sign-in stores token and e-mail and loads the roles', async () => {
  stubFetch({
    'GET /api/v1/authority/all': {
      body: {
        email: 'a@example.com',
        user_id: 'U1',
        surname: 'a',
        given_name: 'b',
        function_id_list: ['DASHBOARD_VIEWER'],
        data_scope: { kind: 'all', code: null, name: null },
      },
    },
  });
  signIn.mockResolvedValue({ token: 'ms-token', email: 'a@example.com' });
  renderApp('/login');
  await userEvent.click(await screen.findByRole('button', { name: /Microsoft アカウントでログイン/ }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/');
  expect(useSessionStore.getState()).toMatchObject({
    token: 'ms-token',
    email: 'a@example.com',
    providerId: 'microsoft',
    roles: ['DASHBOARD_VIEWER'],
  });
});

test.each<[SignInErrorKind, string]>([
  ['popup-blocked', 'ポップアップがブロックされました。ブラウザの設定でポップアップを許可してください。'],
  ['popup-closed', 'ログイン画面が閉じられました。もう一度ログインしてください。'],
  [
    'unauthorized-domain',
    'このドメインからのログインは許可されていません。システム管理者にお問い合わせください。',
  ],
  ['network', 'ネットワークに接続できません。通信環境を確認してください。'],
  ['login-failed', 'ログインに失敗しました'],
  ['not-registered', 'システム管理者にお問い合わせください'],
])('a %s failure shows its message and the buttons work again', async (kind, message) => {
  signIn.mockRejectedValue(new SignInError(kind));
  renderApp('/login');
  await userEvent.click(await screen.findByRole('button', { name: /Google アカウントでログイン/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: /Google アカウントでログイン/ })).toBeEnabled();
  expect(useSessionStore.getState().token).toBeNull();
});

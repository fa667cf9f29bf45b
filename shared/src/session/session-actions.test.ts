import { registerAuthProvider, type AuthProvider } from '../auth/auth-provider';
import { queryClient } from '../query/query-client';
import { ownRolesQueryOptions } from './own-roles-query';
import { loadAuthority, signOutSession } from './session-actions';
import { useSessionStore } from './session-store';

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const signedIn = () =>
  useSessionStore.getState().signIn({ token: 'tok', email: 'admin@example.com', providerId: 'dev' });

const provider: AuthProvider & { signOut: jest.Mock } = {
  id: 'dev',
  label: 'dev',
  signIn: jest.fn(),
  getToken: jest.fn(),
  signOut: jest.fn(async () => undefined),
};

beforeAll(() => registerAuthProvider(provider));
afterEach(() => {
  jest.restoreAllMocks();
  useSessionStore.getState().clear();
});

test('loadAuthority stores the roles and the name from GET /authority/all', async () => {
  signedIn();
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    json({
      email: 'admin@example.com',
      user_id: 'U1',
      surname: '管理',
      given_name: '太郎',
      function_id_list: ['MST_AUTHORITY', 'DASHBOARD_VIEWER'],
      data_scope: { kind: 'headquarter', code: '0101', name: '経営企画本部' },
    }),
  );
  await expect(loadAuthority()).resolves.toEqual(['MST_AUTHORITY', 'DASHBOARD_VIEWER']);
  expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/\/api\/v1\/authority\/all$/);
  expect(useSessionStore.getState()).toMatchObject({
    roles: ['MST_AUTHORITY', 'DASHBOARD_VIEWER'],
    userName: '管理 太郎',
    dataScope: { kind: 'headquarter', code: '0101', name: '経営企画本部' },
  });
});

const ALL = { kind: 'all', code: null, name: null } as const;

const authorityAnswer = (roles: string[], dataScope: object = ALL) =>
  json({
    email: 'admin@example.com',
    user_id: 'U1',
    surname: '管理',
    given_name: '太郎',
    function_id_list: roles,
    data_scope: dataScope,
  });

test('answers cached under other roles are not shown again once the roles changed', async () => {
  signedIn();
  useSessionStore
    .getState()
    .setAuthority({ roles: ['MST_AUTHORITY', 'MST_USER_VIEWER'], userName: 'x', dataScope: ALL });
  queryClient.setQueryData(['users', 'list'], { total: 3 });
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(authorityAnswer(['MST_AUTHORITY']));
  await loadAuthority();
  expect(queryClient.getQueryData(['users', 'list'])).toBeUndefined();
});

test('answers cached under the same roles stay for the next visit', async () => {
  signedIn();
  useSessionStore
    .getState()
    .setAuthority({ roles: ['MST_AUTHORITY', 'MST_USER_VIEWER'], userName: 'x', dataScope: ALL });
  queryClient.setQueryData(['users', 'list'], { total: 3 });
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(authorityAnswer(['MST_USER_VIEWER', 'MST_AUTHORITY']));
  await loadAuthority();
  expect(queryClient.getQueryData(['users', 'list'])).toEqual({ total: 3 });
  queryClient.clear();
});

test('answers cached under another data scope are not shown again once the scope changed', async () => {
  signedIn();
  useSessionStore.getState().setAuthority({ roles: ['DASHBOARD_VIEWER'], userName: 'x', dataScope: ALL });
  queryClient.setQueryData(['reports', 'survey-coverage'], { coverage: [] });
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(authorityAnswer(['DASHBOARD_VIEWER'], { kind: 'group', code: '001', name: 'G' }));
  await loadAuthority();
  expect(queryClient.getQueryData(['reports', 'survey-coverage'])).toBeUndefined();
  expect(useSessionStore.getState().dataScope).toEqual({ kind: 'group', code: '001', name: 'G' });
});

test('a page asking for the caller after the shell loaded the authority data does not ask the server again', async () => {
  signedIn();
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(authorityAnswer(['MST_USER_VIEWER']));
  await loadAuthority();
  const answer = await queryClient.fetchQuery(ownRolesQueryOptions);
  expect(answer.userId).toBe('U1');
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  queryClient.clear();
});

test('signOutSession signs out at the provider and the server, then clears everything stored', async () => {
  signedIn();
  useSessionStore.getState().setAuthority({ roles: ['MST_AUTHORITY'], userName: 'x', dataScope: ALL });
  queryClient.setQueryData(['something'], 1);
  const fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).endsWith('/csrf_token') ? json({ token: 'c' }) : json(null, 204),
    );
  await signOutSession();
  expect(provider.signOut).toHaveBeenCalled();
  const signOutCall = fetchSpy.mock.calls.find(([input]) => String(input).endsWith('/auth/sign_out'));
  expect(signOutCall?.[1]?.method).toBe('POST');
  expect(useSessionStore.getState()).toMatchObject({ token: null, email: null, roles: null, userName: null });
  expect(JSON.parse(localStorage.getItem('sdp-session') ?? '{}').state.token).toBeNull();
  expect(queryClient.getQueryData(['something'])).toBeUndefined();
});

test('signOutSession clears the session even when the server and the provider fail', async () => {
  signedIn();
  provider.signOut.mockRejectedValueOnce(new Error('provider down'));
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await signOutSession();
  expect(useSessionStore.getState().token).toBeNull();
});

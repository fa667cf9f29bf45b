import { queryClient, useSessionStore } from '@sdp/shared';
import { loadRemoteModule, preloadRemotePage } from './remote-registry';
import { preloadRoutePage } from './route-preload';

jest.mock('./remote-registry', () => ({ preloadRemotePage: jest.fn(), loadRemoteModule: jest.fn() }));
/** The authority remote's first data, as a remote would declare it: records what it was started with. */
const started = jest.fn();
jest.mocked(loadRemoteModule).mockResolvedValue({
  default: { 'maintenance-authority-edit-id': started, 'maintenance-authority-list': started },
});

const signIn = (roles: string[] | null) =>
  useSessionStore.setState({
    token: 't',
    email: 'a@example.com',
    providerId: 'dev',
    tokenIssuedAt: 1,
    roles,
  });

beforeEach(() => {
  jest.mocked(preloadRemotePage).mockClear();
  started.mockClear();
});

test('the remote page in the address bar starts loading when the session may open it', () => {
  signIn(['MST_AUTHORITY']);
  preloadRoutePage('/maintenance/authority-edit-SUS_ADMIN', '');
  expect(preloadRemotePage).toHaveBeenCalledWith('remote_authority', './AuthorityEditPage');
});

test('the page’s first queries start beside its code, from the URL and the session’s roles', async () => {
  signIn(['MST_AUTHORITY']);
  preloadRoutePage('/maintenance/authority-edit-SUS_ADMIN', '?from=list');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loadRemoteModule).toHaveBeenCalledWith('remote_authority', './first-data');
  expect(started).toHaveBeenCalledTimes(1);
  const [input, client] = started.mock.calls[0] as [
    { params: Record<string, string>; search: URLSearchParams; roles: string[] },
    unknown,
  ];
  expect(input.params).toEqual({ id: 'SUS_ADMIN' });
  expect(input.search.get('from')).toBe('list');
  expect(input.roles).toEqual(['MST_AUTHORITY']);
  expect(client).toBe(queryClient);
});

test('nothing loads for a page the session may not open, a signed-out visitor or a shell page', async () => {
  signIn(['MST_USER_VIEWER']);
  preloadRoutePage('/maintenance/authority-list', '');
  preloadRoutePage('/maintenance-menu', '');
  signIn(null);
  preloadRoutePage('/maintenance/user-list', '');
  useSessionStore.getState().clear();
  preloadRoutePage('/maintenance/user-list', '');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloadRemotePage).not.toHaveBeenCalled();
  expect(started).not.toHaveBeenCalled();
});

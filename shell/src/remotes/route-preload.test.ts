import { useSessionStore } from '@sdp/shared';
import { preloadRemotePage } from './remote-registry';
import { preloadRoutePage } from './route-preload';

jest.mock('./remote-registry', () => ({ preloadRemotePage: jest.fn() }));

const signIn = (roles: string[] | null) =>
  useSessionStore.setState({
    token: 't',
    email: 'a@example.com',
    providerId: 'dev',
    tokenIssuedAt: 1,
    roles,
  });

beforeEach(() => jest.mocked(preloadRemotePage).mockClear());

test('the remote page in the address bar starts loading when the session may open it', () => {
  signIn(['MST_AUTHORITY']);
  preloadRoutePage('/maintenance/authority-edit-SUS_ADMIN', '');
  expect(preloadRemotePage).toHaveBeenCalledWith('remote_authority', './AuthorityEditPage');
});

test('nothing loads for a page the session may not open, a signed-out visitor or a shell page', () => {
  signIn(['MST_USER_VIEWER']);
  preloadRoutePage('/maintenance/authority-list', '');
  preloadRoutePage('/maintenance-menu', '');
  signIn(null);
  preloadRoutePage('/maintenance/user-list', '');
  useSessionStore.getState().clear();
  preloadRoutePage('/maintenance/user-list', '');
  expect(preloadRemotePage).not.toHaveBeenCalled();
});

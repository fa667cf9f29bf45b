import { render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotePage, registerRemoteManifests, remoteEntryOf } from './remote-registry';
import { RemoteRefusedError } from './remote-load-error';
import { RemotePage } from './remote-page';
import { remoteRefusedMessage } from './remote-error-view';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => <h1>権限一覧</h1> })),
  registerRemotes: jest.fn(),
}));

const SHELL = 'http://localhost:3000';
const EVIL = 'http://evil.example:3999';

beforeEach(() => {
  jest.mocked(loadRemote).mockClear();
  jest.mocked(registerRemotes).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  registerRemoteManifests(
    {
      remote_authority: `${EVIL}/mf-manifest.json`,
      remote_users: 'http://localhost:3001/mf-manifest.json',
    },
    ['http://localhost:3001'],
    SHELL,
  );
});
afterEach(() => jest.restoreAllMocks());

test('only remotes on allowed origins reach the federation runtime', () => {
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'remote_users', entry: 'http://localhost:3001/remoteEntry.js' }],
    { force: true },
  );
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining(EVIL));
});

test('a refused remote’s page is never requested', async () => {
  await expect(loadRemotePage('remote_authority', './AuthorityListPage')).rejects.toBeInstanceOf(
    RemoteRefusedError,
  );
  expect(loadRemote).not.toHaveBeenCalled();
  await loadRemotePage('remote_users', './UserListPage');
  expect(loadRemote).toHaveBeenCalledWith('remote_users/UserListPage');
});

test('a refused remote’s page says why inside the layout, without a retry that would fail again', async () => {
  render(<RemotePage remote="remote_authority" module="./AuthorityListPage" title="権限一覧" />);
  expect(await screen.findByText(remoteRefusedMessage(EVIL))).toBeVisible();
  expect(screen.getByText('画面を読み込めませんでした')).toBeVisible();
  expect(screen.queryByRole('button', { name: /再読み込み/ })).toBeNull();
  expect(loadRemote).not.toHaveBeenCalled();
});

test('an allowed remote’s page renders', async () => {
  render(<RemotePage remote="remote_users" module="./UserListPage" title="ユーザー一覧" />);
  expect(await screen.findByRole('heading', { name: '権限一覧' })).toBeVisible();
});

test('a manifest URL is loaded through the remote entry beside it; an entry URL as it is', () => {
  expect(remoteEntryOf('https://cdn.example/users/v2/mf-manifest.json')).toBe(
    'https://cdn.example/users/v2/remoteEntry.js',
  );
  expect(remoteEntryOf('https://cdn.example/users/mf-manifest.json?v=3')).toBe(
    'https://cdn.example/users/remoteEntry.js?v=3',
  );
  expect(remoteEntryOf('https://cdn.example/users/remoteEntry.js')).toBe(
    'https://cdn.example/users/remoteEntry.js',
  );
});

test('a page loads once however often it is asked for; a failed load is tried again', async () => {
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('Failed to load script'));
  await expect(loadRemotePage('remote_users', './UserListPage')).rejects.toThrow();
  const first = loadRemotePage('remote_users', './UserListPage');
  expect(loadRemotePage('remote_users', './UserListPage')).toBe(first);
  await first;
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

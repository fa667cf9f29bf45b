import { loadShare } from '@module-federation/enhanced/runtime';
import { pageAssetsOf, preloadPageAssets, type PagePreloadMap } from './page-preload';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadShare: jest.fn(async () => () => ({})) }));

const ENTRY = 'http://localhost:4301/remoteEntry.js';
/** As tools/build/page-graph-plugin.cjs writes it for remote-users. */
const MAP: PagePreloadMap = {
  UserListPage: {
    files: ['chunks/1002.b638e5ce.js', 'chunks/__federation_expose_UserListPage.880c333f.js'],
    shares: ['@sdp/shared/ui/list', 'react'],
  },
  first_data: { files: ['chunks/__federation_expose_first_data.d5ec10bd.js'], shares: ['@sdp/shared'] },
};

test('an exposed module’s files are resolved beside the remote’s entry, with the shared modules it consumes', () => {
  expect(pageAssetsOf(MAP, ENTRY, './UserListPage')).toEqual({
    urls: [
      'http://localhost:4301/chunks/1002.b638e5ce.js',
      'http://localhost:4301/chunks/__federation_expose_UserListPage.880c333f.js',
    ],
    shares: ['@sdp/shared/ui/list', 'react'],
  });
});

test('a module is found under its chunk group’s name, and an entry in a folder keeps its folder', () => {
  expect(pageAssetsOf(MAP, 'https://cdn.example/users/remoteEntry.js', './first-data').urls).toEqual([
    'https://cdn.example/users/chunks/__federation_expose_first_data.d5ec10bd.js',
  ]);
});

test('a module the list does not name, or a malformed entry, preloads nothing', () => {
  expect(pageAssetsOf(MAP, ENTRY, './UserDetailPage')).toEqual({ urls: [], shares: [] });
  expect(
    pageAssetsOf({ UserListPage: { files: 'x', shares: [1, 'react'] } }, ENTRY, './UserListPage'),
  ).toEqual({
    urls: [],
    shares: ['react'],
  });
});

/** What the browser has already fetched (jsdom keeps no resource timings). */
const fetched = new Set<string>();
Object.defineProperty(performance, 'getEntriesByName', {
  value: (name: string) => (fetched.has(name) ? [{ name }] : []),
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.as,
    link.href,
  ]);

test('the list is asked once per remote; each file not yet fetched is preloaded once, each shared module loaded', async () => {
  fetched.add('http://localhost:4301/chunks/1002.b638e5ce.js');
  const fetchMock = jest.fn(async () => new Response(JSON.stringify(MAP)));
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
  preloadPageAssets(ENTRY, './UserListPage');
  preloadPageAssets(ENTRY, './first-data');
  await flush();
  preloadPageAssets(ENTRY, './UserListPage');
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('http://localhost:4301/page-preload.json');
  expect(preloads()).toEqual([
    ['script', 'http://localhost:4301/chunks/__federation_expose_UserListPage.880c333f.js'],
    ['script', 'http://localhost:4301/chunks/__federation_expose_first_data.d5ec10bd.js'],
  ]);
  expect(jest.mocked(loadShare).mock.calls.map(([name]) => name)).toEqual(
    expect.arrayContaining(['@sdp/shared/ui/list', 'react', '@sdp/shared']),
  );
});

test('a remote without the list preloads nothing, and the list is asked again next time', async () => {
  const fetchMock = jest.fn(async () => {
    throw new TypeError('offline');
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
  const before = preloads().length;
  preloadPageAssets('http://localhost:4309/remoteEntry.js', './UserListPage');
  await flush();
  preloadPageAssets('http://localhost:4309/remoteEntry.js', './UserListPage');
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(preloads()).toHaveLength(before);
});

test('it resolves once the files are requested, so the shell can start its first render after them', async () => {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify({ AuditLogPage: { files: ['chunks/a.js'] } })),
    );
  await preloadPageAssets('http://localhost:4304/remoteEntry.js', './AuditLogPage');
  expect(preloads()).toContainEqual(['script', 'http://localhost:4304/chunks/a.js']);
});

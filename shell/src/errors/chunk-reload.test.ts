import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { RemoteLoadError } from '../remotes/remote-load-error';

beforeEach(() => sessionStorage.clear());

test('reloads once, then not again within 10 seconds, then again after', () => {
  const reload = jest.fn();
  const start = 1_700_000_000_000;
  expect(reloadOnceForChunkError(start, sessionStorage, reload)).toBe(true);
  expect(reloadOnceForChunkError(start + 5_000, sessionStorage, reload)).toBe(false);
  expect(reloadOnceForChunkError(start + CHUNK_RELOAD_GUARD_MS - 1, sessionStorage, reload)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(reloadOnceForChunkError(start + CHUNK_RELOAD_GUARD_MS, sessionStorage, reload)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});

test('recognises chunk and script load failures, also wrapped as a cause', () => {
  const chunk = Object.assign(new Error('Loading chunk 123 failed.\n(error: /chunks/123.js)'), {
    name: 'ChunkLoadError',
  });
  expect(isChunkLoadError(chunk)).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
  expect(
    isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.')),
  ).toBe(true);
  expect(isChunkLoadError(new RemoteLoadError('remote_users', './UserListPage', chunk))).toBe(true);
  expect(isChunkLoadError(new Error('RUNTIME-003 Failed to get manifest.'))).toBe(false);
  expect(isChunkLoadError(new Error('boom'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});

import { SESSION_STORAGE_KEY, useSessionStore } from './session-store';
import { syncSessionAcrossTabs } from './tab-sync';

const persisted = (token: string | null) =>
  JSON.stringify({
    state: { token, email: token ? 'a@example.com' : null, providerId: token ? 'dev' : null, roles: null },
    version: 0,
  });

afterEach(() => useSessionStore.getState().clear());

test('a sign-out in another tab signs this tab out', async () => {
  useSessionStore.getState().signIn({ token: 'tok', email: 'a@example.com', providerId: 'dev' });
  const stop = syncSessionAcrossTabs();
  // What the other tab left behind: the same key, now without a token.
  localStorage.setItem(SESSION_STORAGE_KEY, persisted(null));
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: persisted(null) }));
  await Promise.resolve();
  expect(useSessionStore.getState().token).toBeNull();
  stop();
});

test('a cleared storage signs this tab out; unrelated keys change nothing', () => {
  useSessionStore.getState().signIn({ token: 'tok', email: 'a@example.com', providerId: 'dev' });
  const stop = syncSessionAcrossTabs();
  window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: null }));
  expect(useSessionStore.getState().token).toBe('tok');
  window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
  expect(useSessionStore.getState().token).toBeNull();
  stop();
});

test('after unsubscribing, other tabs no longer affect this one', () => {
  useSessionStore.getState().signIn({ token: 'tok', email: 'a@example.com', providerId: 'dev' });
  syncSessionAcrossTabs()();
  window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
  expect(useSessionStore.getState().token).toBe('tok');
});

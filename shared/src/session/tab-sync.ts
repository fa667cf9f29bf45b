import { SESSION_STORAGE_KEY, useSessionStore } from './session-store';

/**
 * Follows sign-in and sign-out done in another tab: the storage event fires only in the other tabs,
 * so they re-read the persisted session. Returns the unsubscribe function.
 */
export function syncSessionAcrossTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key means the other tab cleared the whole storage.
    if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
    if (event.newValue === null) useSessionStore.getState().clear();
    else void useSessionStore.persist.rehydrate();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

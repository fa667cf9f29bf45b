/**
 * Which mock databases finished loading their snapshot: a tab closed or reloaded during the first load leaves a
 * partial database in IndexedDB, which must start over rather than open. Raw IndexedDB (the worker has no storage).
 */
const STORE = 'ready';

/** PGlite's IdbFs keeps a database named `name` in the IndexedDB database `/pglite/<name>`. */
export const PGLITE_IDB_PREFIX = '/pglite/';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('sdp-mock-ready', 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('sdp-mock-ready'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('sdp-mock-ready'));
    });
  } finally {
    db.close();
  }
}

export const isReady = async (name: string): Promise<boolean> =>
  (await run('readonly', (store) => store.get(name))) === true;

export const markReady = async (name: string): Promise<void> => {
  await run('readwrite', (store) => store.put(true, name));
};

/** A database deleted is no longer ready: were its name used again, it would start from the snapshot. */
export const forgetReady = async (name: string): Promise<void> => {
  await run('readwrite', (store) => store.delete(name));
};

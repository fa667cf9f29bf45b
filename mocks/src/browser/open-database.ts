import { PGliteWorker } from '@electric-sql/pglite/worker';
import type { Lock } from '@sdp/api/embedded';
import type { DatabaseMeta } from './pglite-worker';
import { forgetReady, PGLITE_IDB_PREFIX } from './ready-marks';

const SNAPSHOT_URL = new URL('../../.snapshot/mock-db.tgz', import.meta.url).href;
const GENERATION_KEY = 'sdp-mock-db-generation';
const CHANNEL = 'sdp-mock-db';
const PREFIX = 'sdp-mock-';

const generation = (): number => Number(localStorage.getItem(GENERATION_KEY) ?? 0);

/** This build's snapshot and the generation 「データを初期化」 last started: a new one starts from the snapshot again. */
const databaseName = (): string =>
  `${PREFIX}${new URL(SNAPSHOT_URL).pathname.replace(/[^A-Za-z0-9]/g, '').slice(-24)}-${generation()}`;

/** Transactions of every tab go one at a time through the leader's one connection. */
const webLock: Lock = () =>
  new Promise((acquired) => {
    void navigator.locks.request(CHANNEL, () => new Promise<void>((release) => acquired(release)));
  });

/**
 * Databases of older snapshots and generations are dead weight. Only PGlite's own (`/pglite/<name>`): the marks of
 * which databases finished loading (`sdp-mock-ready`) share the prefix, and deleting them made every reload start
 * again from the snapshot, losing what the user had changed.
 */
async function dropOthers(current: string): Promise<void> {
  for (const { name: stored } of await indexedDB.databases()) {
    const name = stored?.startsWith(PGLITE_IDB_PREFIX) ? stored.slice(PGLITE_IDB_PREFIX.length) : undefined;
    if (!stored || !name?.startsWith(PREFIX) || name === current) continue;
    indexedDB.deleteDatabase(stored);
    await forgetReady(name);
  }
}

/**
 * Mock mode's database, shared by every tab of this origin and kept across reloads (IndexedDB), started from the
 * build's snapshot the first time. Answers the database and its lock.
 */
export async function openMockDatabase(): Promise<{ pglite: PGliteWorker; lock: Lock }> {
  const name = databaseName();
  const meta: DatabaseMeta = { name, snapshotUrl: SNAPSHOT_URL };
  const worker = new Worker(
    /* webpackChunkName: "mock-db-worker" */ new URL('./pglite-worker.ts', import.meta.url),
    { type: 'module' },
  );
  const pglite = new PGliteWorker(worker, {
    id: name,
    meta,
  });
  await pglite.waitReady;
  void dropOthers(name).catch(() => undefined);
  // Another tab restored the demo data: this one follows.
  new BroadcastChannel(CHANNEL).onmessage = (event) => {
    if (event.data === 'reset') window.location.reload();
  };
  return { pglite, lock: webLock };
}

/** 「データを初期化」: every tab starts again on the snapshot's demo data. */
export function resetMockDatabase(): void {
  localStorage.setItem(GENERATION_KEY, String(generation() + 1));
  new BroadcastChannel(CHANNEL).postMessage('reset');
}

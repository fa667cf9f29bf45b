import { PGlite } from '@electric-sql/pglite';
import { worker } from '@electric-sql/pglite/worker';
import { isReady, markReady } from './ready-marks';

export interface DatabaseMeta {
  /** IndexedDB name of this snapshot's (and generation's) database. */
  name: string;
  snapshotUrl: string;
}

/**
 * The tab elected leader runs the database; the others reach it through PGliteWorker. A database not yet in
 * IndexedDB starts from the snapshot the mock build carries (migrated and seeded by the server's own code).
 */
worker({
  async init(options) {
    const { name, snapshotUrl } = options.meta as DatabaseMeta;
    if (await isReady(name)) return PGlite.create({ dataDir: `idb://${name}` });
    // Never loaded, or a first load cut short (the tab closed): start again from the snapshot.
    await new Promise((resolve) => {
      const deleting = indexedDB.deleteDatabase(`/pglite/${name}`);
      deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve;
    });
    const snapshot = await (await fetch(snapshotUrl)).blob();
    const pglite = await PGlite.create({ dataDir: `idb://${name}`, loadDataDir: snapshot });
    await pglite.syncToFs();
    await markReady(name);
    return pglite;
  },
});

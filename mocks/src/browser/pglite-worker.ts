import { IdbFs, PGlite } from '@electric-sql/pglite';
import { worker } from '@electric-sql/pglite/worker';
import { isReady, markReady, PGLITE_IDB_PREFIX } from './ready-marks';

export interface DatabaseMeta {
  /** IndexedDB name of this snapshot's (and generation's) database. */
  name: string;
  snapshotUrl: string;
}

/**
 * The tab elected leader runs the database; the others reach it through PGliteWorker. A database not yet in
 * IndexedDB starts from the snapshot the mock build carries (migrated and seeded by the server's own code).
 *
 * Relaxed durability: a query answers before its changes reach IndexedDB (they follow at once). Waiting for every
 * flush made each request of mock mode take seconds while the requests of a page queued behind it (GET
 * /survey_years 8.5 s in a trace); a reload in the few milliseconds of a flush loses only that last change.
 */
worker({
  async init(options) {
    const { name, snapshotUrl } = options.meta as DatabaseMeta;
    if (await isReady(name)) return PGlite.create({ fs: new IdbFs(name), relaxedDurability: true });
    // Never loaded, or a first load cut short (the tab closed): start again from the snapshot.
    await new Promise((resolve) => {
      const deleting = indexedDB.deleteDatabase(`${PGLITE_IDB_PREFIX}${name}`);
      deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve;
    });
    const snapshot = await (await fetch(snapshotUrl)).blob();
    const fs = new IdbFs(name);
    const pglite = await PGlite.create({ fs, loadDataDir: snapshot, relaxedDurability: true });
    // The first copy is waited for: a tab closed during it must not leave a half-copied database marked ready.
    await fs.syncToFs(false);
    await markReady(name);
    return pglite;
  },
});

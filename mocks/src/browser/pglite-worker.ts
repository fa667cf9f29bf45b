import { PGlite } from '@electric-sql/pglite';
import { worker } from '@electric-sql/pglite/worker';

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
    const exists = (await indexedDB.databases()).some((database) => database.name === `/pglite/${name}`);
    const snapshot = exists ? undefined : await (await fetch(snapshotUrl)).blob();
    return PGlite.create({
      dataDir: `idb://${name}`,
      relaxedDurability: true,
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    });
  },
});

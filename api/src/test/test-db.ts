import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';

import pg from 'pg';
import { connectPostgres, wrapPglite, type DbHandle } from '../db/connect';
import { pgliteTemplate, templateHash } from './pglite-template';
import { migrate } from '../db/migrate';
import { runSeed } from '../seed';

async function pgliteFromTemplate(): Promise<DbHandle> {
  const pglite = await PGlite.create({ loadDataDir: new Blob([await pgliteTemplate(PGlite)]) });
  return wrapPglite(pglite);
}

/** Real server: a template database per content hash, then one `CREATE DATABASE … TEMPLATE` per test file. */
export async function postgresFromTemplate(url: string): Promise<DbHandle> {
  const template = `sdp_tpl_${templateHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(424242)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${template}`);
      const handle = connectPostgres(withDatabase(url, template), 1);
      try {
        await migrate(handle.db);
        await runSeed(handle.db, { volume: false });
      } finally {
        await handle.close();
      }
    }
    const name = `sdp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.query('SELECT pg_advisory_unlock(424242)');
    const handle = connectPostgres(withDatabase(url, name), 4);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  } finally {
    await admin.end();
  }
}

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** An isolated, migrated and seeded database for one test file: PGlite, or the server of DATABASE_URL. */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  return url ? postgresFromTemplate(url) : pgliteFromTemplate();
}

/**
 * A second API instance's handle on the same database: on a server its own pool and LISTEN connection; on PGlite
 * (one process owns the file) the very same handle, closed by its owner.
 */
export function sameDatabase(handle: DbHandle): DbHandle {
  if (handle.url) return connectPostgres(handle.url, 4);
  return { ...handle, close: async () => undefined };
}

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

import pg from 'pg';
import { MIGRATIONS_DIR } from '../config';
import { connectPostgres, wrapPglite, type DbHandle } from '../db/connect';
import { migrate } from '../db/migrate';
import { runSeed } from '../seed';

const API_ROOT = path.resolve(__dirname, '../..');
const CACHE_DIR = path.join(API_ROOT, '.data', 'test-templates');

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** The template changes whenever a migration or a seed module changes. */
function templateHash(): string {
  const hash = createHash('sha256');
  // Migrate also fills the roles from the code (db/role-sync.ts).
  const files = [
    ...listFiles(MIGRATIONS_DIR),
    ...listFiles(path.join(API_ROOT, 'src', 'seed')),
    path.join(API_ROOT, 'src', 'db', 'role-sync.ts'),
    path.join(API_ROOT, '..', 'shared', 'src', 'routes', 'roles.ts'),
  ]
    .filter((file) => !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) hash.update(path.relative(API_ROOT, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `build` once across parallel Jest workers (mkdir is atomic); the others wait for `target`. */
async function once(target: string, lock: string, build: () => Promise<void>): Promise<void> {
  for (let waited = 0; !fs.existsSync(target); waited += 200) {
    try {
      fs.mkdirSync(lock);
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 180_000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      if (!fs.existsSync(target)) await build();
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Seeded PGlite template: built once (7–12 s) and cached by content hash; each test file loads a copy (~1 s). */
export async function pgliteFromTemplate(): Promise<DbHandle> {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `pglite-${templateHash()}.tar`);
  await once(file, `${file}.lock`, async () => {
    const pglite = await PGlite.create();
    const handle = wrapPglite(pglite);
    await migrate(handle.db);
    await runSeed(handle.db, { volume: false });
    const dump = await pglite.dumpDataDir('none');
    await handle.close();
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    // Templates of older migrations/seeds are dead weight (≈40 MB each).
    for (const name of fs.readdirSync(CACHE_DIR)) {
      const other = path.join(CACHE_DIR, name);
      const stale = Date.now() - fs.statSync(other).mtimeMs > 10 * 60_000;
      if (other !== file && /^pglite-[0-9a-f]+\.tar$/.test(name) && stale) fs.rmSync(other, { force: true });
    }
  });
  const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]) });
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

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '../config';
import { migrate } from '../db/migrate';
import { pgliteDb } from '../db/pglite-db';
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
export function templateHash(): string {
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

/** jsdom's FileReader, as far as it is used here (the API's types have no DOM). */
interface BlobReader {
  result: unknown;
  error: unknown;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  readAsArrayBuffer(blob: Blob): void;
}

/** A Blob's bytes. Under jsdom PGlite dumps into jsdom's File, which has no arrayBuffer(): jsdom's reader reads it. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  const Reader = (globalThis as { FileReader?: new () => BlobReader }).FileReader;
  if (!Reader) throw new Error('the PGlite dump has no arrayBuffer() and there is no FileReader to read it');
  return new Promise((resolve, reject) => {
    const reader = new Reader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(new Error(`could not read the PGlite dump: ${String(reader.error)}`));
    reader.readAsArrayBuffer(blob);
  });
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

/**
 * The seeded PGlite template's data folder (a tar): built once (7–12 s) and cached by content hash; each test file
 * (and each jsdom page test's mock API) loads a copy (~1 s). The caller hands PGlite over: jsdom must load it its
 * own way (mocks/src/node/pglite-in-jsdom.ts).
 */
export async function pgliteTemplate(PGliteClass: typeof PGlite): Promise<Uint8Array<ArrayBuffer>> {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `pglite-${templateHash()}.tar`);
  await once(file, `${file}.lock`, async () => {
    const pglite = await PGliteClass.create();
    const { db } = pgliteDb(pglite);
    await migrate(db);
    await runSeed(db, { volume: false });
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    await pglite.close();
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, new Uint8Array(await bytesOf(dump)));
    fs.renameSync(partial, file);
    // Templates of older migrations/seeds are dead weight (≈40 MB each).
    for (const name of fs.readdirSync(CACHE_DIR)) {
      const other = path.join(CACHE_DIR, name);
      const stale = Date.now() - fs.statSync(other).mtimeMs > 10 * 60_000;
      if (other !== file && /^pglite-[0-9a-f]+\.tar$/.test(name) && stale) fs.rmSync(other, { force: true });
    }
  });
  return new Uint8Array(fs.readFileSync(file));
}

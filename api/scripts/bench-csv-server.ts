/**
 * The API under test for bench-csv.ts, in a process of its own (forked, IPC): what the bench builds and keeps (files,
 * COPY texts, latency logs) is then not counted in the API's memory. PGlite opens a data folder on disk, as the
 * product does (`connect.ts`), not the tests' in-memory copy of the template.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Session } from 'node:inspector/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { bulkCopyOf } from '../src/db/bulk-copy';
import { openPgliteFolder, wrapPglite, type DbHandle } from '../src/db/connect';
import { pgliteTemplate } from '../src/test/pglite-template';
import { ACCOUNTS, createTestApp } from '../src/test/test-app';
import { postgresFromTemplate } from '../src/test/test-db';
import { memorySampler } from './bench-csv-probe';

export type ServerCommand =
  | { cmd: 'sql'; text: string }
  | { cmd: 'copy'; table: string; columns: string[]; file: string }
  | { cmd: 'peak-reset' }
  | { cmd: 'peak' }
  | { cmd: 'close' };

async function pgliteOnDisk(): Promise<DbHandle & { pglite: PGlite }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdp-bench-pglite-'));
  // The template is unpacked into the folder by one instance, then the folder opened as the server opens its own.
  const unpacking = await PGlite.create({ dataDir, loadDataDir: new Blob([await pgliteTemplate(PGlite)]) });
  await unpacking.close();
  // BENCH_PGLITE_SHARED_BUFFERS: another buffer cache than the server's, to compare.
  const pglite = await openPgliteFolder(dataDir, process.env.BENCH_PGLITE_SHARED_BUFFERS);
  const handle = wrapPglite(pglite);
  return {
    ...handle,
    pglite,
    close: async () => {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** PGlite's WebAssembly memory (it only grows), 0 on PostgreSQL. */
const wasmBytesOf = (pglite: PGlite | undefined) =>
  (pglite as unknown as { Module?: { HEAPU8?: Uint8Array } } | undefined)?.Module?.HEAPU8?.byteLength ?? 0;

/**
 * BENCH_ALLOC_PROFILE=<file>: V8's sampling heap profile of the first measured upload, counting what the collectors
 * freed too: what a major GC freed is the garbage that reached the old generation, the upload's peak.
 */
function allocationProfile(file: string | undefined) {
  const session = new Session();
  let running = false;
  let done = false;
  return {
    start: async () => {
      if (!file || done) return;
      session.connect();
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 32 * 1024,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: false,
      });
      running = true;
    },
    stop: async () => {
      if (!running) return;
      const { profile } = await session.post('HeapProfiler.stopSampling');
      fs.writeFileSync(file!, JSON.stringify(profile));
      session.disconnect();
      running = false;
      done = true;
    },
  };
}
const allocations = allocationProfile(process.env.BENCH_ALLOC_PROFILE);

async function main() {
  const engine = process.argv[2];
  const handle =
    engine === 'pglite' ? await pgliteOnDisk() : await postgresFromTemplate(process.env.DATABASE_URL!);
  const pglite = 'pglite' in handle ? (handle.pglite as PGlite) : undefined;
  const t = await createTestApp({ fileLimitBytes: 512 * 1024 * 1024 }, handle);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const sampler = memorySampler(() => wasmBytesOf(pglite));
  const idle = sampler.read().samples.at(-1)!;
  const answer = async (command: ServerCommand): Promise<unknown> => {
    switch (command.cmd) {
      case 'sql':
        return (await sql.raw(command.text).execute(t.db)).rows;
      case 'copy':
        return bulkCopyOf(t.db)(command.table, command.columns, fs.readFileSync(command.file, 'utf-8'));
      case 'peak-reset':
        await allocations.start();
        return sampler.reset();
      case 'peak':
        await allocations.stop();
        return sampler.read();
      case 'close':
        sampler.stop();
        await t.close();
        setImmediate(() => process.exit(0));
        return null;
    }
  };
  process.on('message', (message: { id: number } & ServerCommand) => {
    answer(message).then(
      (result) => process.send!({ id: message.id, result }),
      (error: unknown) => process.send!({ id: message.id, error: String(error) }),
    );
  });
  const email = ACCOUNTS.org;
  process.send!({
    ready: {
      port: (t.app.server.address() as AddressInfo).port,
      token: await t.tokenFor(email),
      csrf: await t.csrfFor(email),
      idle,
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * CSV import benchmark (prints figures; not a test): `pnpm --filter @sdp/api bench:csv [rows]`.
 * On PGlite and on a throwaway PostgreSQL (DATABASE_URL, started by with-postgres.sh), in one run, every upload sent
 * as a browser sends it (with an Idempotency-Key, so the key's fingerprint is part of the cost):
 * - a supplier upload of `rows` (default 100,000) into an empty year against a bare COPY of the same data rows plus
 *   their audit rows into the same tables (target ≤ 2×), and the process's peak RSS during it (≤ 300 MB on
 *   PostgreSQL, ≤ 600 MB on PGlite: the embedded database's memory is the process's);
 * - other users' p95 on a list endpoint while an upload of twice as many rows runs (target ≤ 0.5 s).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUPPLIER_CSV } from '@sdp/shared/domain';
import { bom, multipart } from '../src/test/csv-files';
import {
  MEMORY_KINDS,
  latencyByPhase,
  latencyBySecond,
  residentMappings,
  peaksByPhase,
  type LatencyLog,
  type MemoryReading,
  type MemorySample,
} from './bench-csv-probe';
import type { ServerCommand } from './bench-csv-server';
import { API_NODE_FLAGS } from './node-flags';

const ROWS = Number(process.argv[2] ?? 100_000);
const LOAD_ROWS = 2 * ROWS;
const OTHER_USERS = 4;
const QUIET_MS = 4000;
const AUDIT_COLUMNS = ['user_id', 'user_name', 'action', 'entity', 'entity_key', 'survey_fy', 'changes'];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const line = (label: string, value: string) => console.log(`  ${label.padEnd(50)} ${value}`);

/** The API in a child process (bench-csv-server.ts), reached over HTTP as a browser reaches it. */
interface Server {
  pid: number;
  call: (path: string, init?: RequestInit) => Promise<Response>;
  ask: <R>(command: ServerCommand) => Promise<R>;
}

async function startServer(engine: string): Promise<Server & { child: ChildProcess; idle: MemorySample }> {
  const child = fork(path.join(__dirname, 'bench-csv-server.ts'), [engine], {
    // BENCH_API_FLAGS: Node flags for the API's process (--trace-gc, --heapsnapshot-signal=SIGUSR2 …).
    execArgv: [
      ...process.execArgv,
      ...API_NODE_FLAGS,
      '--expose-gc',
      ...(process.env.BENCH_API_FLAGS ?? '').split(' ').filter(Boolean),
    ],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  const ready = new Promise<{ port: number; token: string; csrf: string; idle: MemorySample }>(
    (resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
      child.on('message', (message: { ready?: never; id?: number; result?: unknown; error?: string }) => {
        if (message.ready) return resolve(message.ready);
        const waiter = pending.get(message.id!);
        pending.delete(message.id!);
        if (message.error) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.result);
      });
    },
  );
  const { port, token, csrf, idle } = await ready;
  return {
    child,
    idle,
    pid: child.pid!,
    call: (url, init = {}) =>
      fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'x-csrf-token': csrf, ...init.headers },
      }),
    ask: <R>(command: ServerCommand) =>
      new Promise<R>((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, ...command });
      }),
  };
}

/** Each other user asks for a page this often, whether or not the last answer came (an open loop). */
const EVERY_MS = 200;

/**
 * Other users reading a list page until `stop` settles, each on a fixed schedule; a request's latency counts from when
 * it was due. A closed loop (the next request after the last answer) asks nothing while the API is blocked, so four
 * requests waiting out a merge of seconds hid among thousands answered between: the p95 could not see the wait.
 */
async function otherUsers(server: Server, stop: Promise<unknown>, t0: number): Promise<LatencyLog> {
  const log: LatencyLog = [];
  const asked: Promise<void>[] = [];
  let running = true;
  void stop.finally(() => (running = false)).catch(() => undefined);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: OTHER_USERS }, async (_, user) => {
      for (let turn = 0; running; turn += 1) {
        const due = started + (turn + user / OTHER_USERS) * EVERY_MS;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        if (!running) break;
        asked.push(
          server
            .call(`/organizations/office?survey_fy=2025&page=${1 + (user % 2)}`)
            .then(async (response) => {
              await response.arrayBuffer();
              if (response.status !== 200) throw new Error(`list answered ${response.status}`);
              log.push({ start: due - t0, end: performance.now() - t0 });
            }),
        );
      }
    }),
  );
  await Promise.all(asked);
  return log;
}

type Cells = (string | number)[];

async function departmentsOf(server: Server): Promise<string[]> {
  const rows = await server.ask<{ department_code: string }[]>({
    cmd: 'sql',
    text: `SELECT department_code FROM internal_organizations WHERE survey_fy = 2025 AND section_code IS NULL`,
  });
  return rows.map((row) => row.department_code);
}

function supplierRows(departments: string[], count: number): Cells[] {
  return Array.from({ length: count }, (_, i) => [
    2025,
    departments[i % departments.length]!,
    `S${String(i).padStart(7, '0')}`,
    `株式会社ベンチマーク${i}`,
    `ﾍﾞﾝﾁﾏｰｸ${i}`,
    `取引先${i}`,
    `取引先${i}`,
    '営業部',
    '第一課',
    '仕入',
    i * 100,
  ]);
}

/** The file an office would upload (Excel's "CSV UTF-8"). */
function fileOf(rows: Cells[]): Buffer {
  const header = SUPPLIER_CSV.columns.map((column) => column.header).join(',');
  // Joined here, not spread into lines(): 200,000 arguments overflow the stack.
  return bom(`${header}\r\n${rows.map((cells) => cells.join(',')).join('\r\n')}\r\n`);
}

/** The bare COPY of the same rows and of their audit rows (one event per added row, as the upload writes). */
function copiesOf(rows: Cells[]): { data: string; audit: string } {
  const keys = SUPPLIER_CSV.columns.map((column) => column.key);
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const audit = rows.map((cells) => {
    const changes = keys.flatMap((field, at) =>
      field === 'survey_fy' ? [] : [{ field, before: null, after: cells[at] }],
    );
    const key = SUPPLIER_CSV.keys.map((k) => cells[keys.indexOf(k)]).join('/');
    return ['admin', 'ベンチ', 'create', 'supplier', key, 2025, quote(JSON.stringify(changes))].join(',');
  });
  return { data: rows.map((cells) => cells.join(',')).join('\n') + '\n', audit: audit.join('\n') + '\n' };
}

async function upload(server: Server, file: Buffer, dryRun = false) {
  const { payload, contentType } = multipart(file, 'bench.csv');
  const response = await server.call(`/suppliers/upload${dryRun ? '?dry_run=true' : ''}`, {
    method: 'POST',
    body: new Uint8Array(payload),
    headers: { 'content-type': contentType, 'idempotency-key': crypto.randomUUID() },
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`upload: ${response.status} ${body.slice(0, 300)}`);
  return { timing: response.headers.get('server-timing') ?? undefined };
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

const emptyYear = (server: Server) =>
  server.ask({ cmd: 'sql', text: 'DELETE FROM suppliers WHERE survey_fy = 2025' });

/** An upload with the API process's memory measured across it: the kernel's peak and each kind per phase. */
async function measured(server: Server, file: Buffer) {
  await server.ask({ cmd: 'peak-reset' });
  // BENCH_SNAPSHOT_AT_MS: signal the API process this long into the upload (a heap snapshot, with the flag above).
  const snapshotAt = Number(process.env.BENCH_SNAPSHOT_AT_MS ?? 0);
  const signal =
    snapshotAt > 0 ? setTimeout(() => process.kill(server.pid, 'SIGUSR2'), snapshotAt) : undefined;
  const run = await timed(() => upload(server, file));
  clearTimeout(signal);
  const memory = await server.ask<MemoryReading>({ cmd: 'peak' });
  return { ...run, memory };
}

function printMemory(label: string, memory: MemoryReading, timing: string | undefined, target?: number) {
  const peak = `${memory.hwm.toFixed(0)} MB` + (target ? `  ${verdict(memory.hwm <= target)}` : '');
  line(label + (target ? ` (target ≤ ${target} MB)` : ''), peak);
  console.log(
    '    peak of each kind by phase (sampled every 20 ms; none while PGlite holds the event loop):',
  );
  for (const phase of peaksByPhase(memory, timing)) console.log(`      ${phase}`);
  console.log('    the largest resident mappings after it:');
  for (const mapping of residentMappings(memory.pid)) console.log(`      ${mapping}`);
}

async function benchEngine(name: string, engine: string, rssTarget: number) {
  const server = await startServer(engine);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sdp-bench-csv-'));
  try {
    const departments = await departmentsOf(server);
    const file = fileOf(supplierRows(departments, ROWS));
    console.log(
      `\n${name}: ${ROWS} supplier rows, ${(file.length / 2 ** 20).toFixed(1)} MB (UTF-8 with BOM); ` +
        `the API in process ${server.pid}, its memory measured there`,
    );
    const idle = MEMORY_KINDS.map((kind) => `${kind} ${server.idle[kind].toFixed(0)}`).join(', ');
    line('the API process idle, before any upload', `${idle} MB`);
    await upload(server, fileOf(supplierRows(departments, 2000)), true); // warm-up: JIT, plans
    await emptyYear(server);

    const fresh = await measured(server, file);
    const again = await timed(() => upload(server, file));
    const dry = await timed(() => upload(server, file, true));

    await emptyYear(server);
    const keys = SUPPLIER_CSV.columns.map((column) => column.key);
    const texts = copiesOf(supplierRows(departments, ROWS));
    const dataFile = path.join(scratch, 'data.csv');
    const auditFile = path.join(scratch, 'audit.csv');
    fs.writeFileSync(dataFile, texts.data);
    fs.writeFileSync(auditFile, texts.audit);
    const copied = await timed(async () => {
      await server.ask({ cmd: 'copy', table: 'suppliers', columns: keys, file: dataFile });
      await server.ask({ cmd: 'copy', table: 'audit_events', columns: AUDIT_COLUMNS, file: auditFile });
    });
    const ratio = fresh.ms / copied.ms;
    line('import into an empty year (all added)', `${seconds(fresh.ms)}   [${fresh.result.timing}]`);
    line('COPY of the same rows and their audit rows', seconds(copied.ms));
    line('import ÷ COPY (target ≤ 2)', `${ratio.toFixed(2)}  ${verdict(ratio <= 2)}`);
    printMemory('peak RSS of the API process during it', fresh.memory, fresh.result.timing, rssTarget);
    line('same file again (all unchanged)', `${seconds(again.ms)}   [${again.result.timing}]`);
    line('dry run of the same file', `${seconds(dry.ms)}   [${dry.result.timing}]`);

    // BENCH_SKIP_LOAD=1: the upload under load left out (memory and speed only, for quicker comparisons).
    if (process.env.BENCH_SKIP_LOAD === '1') return;
    await emptyYear(server);
    const load = fileOf(supplierRows(departments, LOAD_ROWS));
    const quiet = await otherUsers(server, new Promise((resolve) => setTimeout(resolve, QUIET_MS)), 0);
    await server.ask({ cmd: 'peak-reset' });
    const t0 = performance.now();
    const importing = timed(() => upload(server, load));
    const busy = await otherUsers(server, importing, t0);
    const loaded = await importing;
    const loadMemory = await server.ask<MemoryReading>({ cmd: 'peak' });
    const latencies = busy.map(({ start, end }) => end - start);
    const busyP95 = p95(latencies);
    line(`import of ${LOAD_ROWS} rows under load`, `${seconds(loaded.ms)}   [${loaded.result.timing}]`);
    line(
      `other users' p95 (${OTHER_USERS} users, a list page every ${EVERY_MS} ms each)`,
      `${busyP95.toFixed(0)} ms during it (${busy.length} requests, slowest ${Math.max(...latencies).toFixed(0)} ` +
        `ms) vs ${p95(quiet.map(({ start, end }) => end - start)).toFixed(0)} ms without (${quiet.length})`,
    );
    line('  target ≤ 500 ms', verdict(busyP95 <= 500));
    line(
      '  load average at the end (1, 5, 15 min)',
      os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(', '),
    );
    console.log('    their requests by the phase of the upload they started in:');
    for (const phase of latencyByPhase(busy, loaded.result.timing)) console.log(`      ${phase}`);
    console.log('    their requests by the second of the upload they started in:');
    for (const second of latencyBySecond(busy)) console.log(`      ${second}`);
    printMemory('peak RSS of the API process during it', loadMemory, loaded.result.timing);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    await server.ask({ cmd: 'close' }).catch(() => undefined);
  }
}

/** `bench:csv [rows] [pglite|postgres]`: both engines unless one is named. */
const ENGINES = process.argv[3] ? [process.argv[3]] : ['pglite', 'postgres'];

async function main() {
  if (ENGINES.includes('pglite')) await benchEngine('PGlite (data folder on disk)', 'pglite', 600);
  if (!ENGINES.includes('postgres')) return;
  if (process.env.DATABASE_URL) await benchEngine('PostgreSQL', 'postgres', 300);
  else console.log('\nPostgreSQL: skipped (no DATABASE_URL; `pnpm --filter @sdp/api bench:csv` starts one)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

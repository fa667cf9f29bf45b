/**
 * CSV import benchmark (prints figures; not a test): `pnpm --filter @sdp/api bench:csv [rows]`.
 * On PGlite and on a throwaway PostgreSQL (DATABASE_URL, started by with-postgres.sh), in one run, every upload sent
 * as a browser sends it (with an Idempotency-Key, so the key's fingerprint is part of the cost):
 * - a supplier upload of `rows` (default 100,000) into an empty year against a bare COPY of the same data rows plus
 *   their audit rows into the same tables (target ≤ 2×), and the process's peak RSS during it (≤ 300 MB on
 *   PostgreSQL, ≤ 600 MB on PGlite: the embedded database's memory is the process's);
 * - other users' p95 on a list endpoint while an upload of twice as many rows runs (target ≤ 0.5 s).
 */
import { sql } from 'kysely';
import { SUPPLIER_CSV } from '@sdp/shared/domain';
import { bulkCopyOf } from '../src/db/bulk-copy';
import type { DbHandle } from '../src/db/connect';
import { bom, multipart } from '../src/test/csv-files';
import { ACCOUNTS, createTestApp, type TestApp } from '../src/test/test-app';
import { pgliteFromTemplate, postgresFromTemplate } from '../src/test/test-db';

const ROWS = Number(process.argv[2] ?? 100_000);
const LOAD_ROWS = 2 * ROWS;
const OTHER_USERS = 4;
const QUIET_MS = 4000;
const AUDIT_COLUMNS = ['user_id', 'user_name', 'action', 'entity', 'entity_key', 'survey_fy', 'changes'];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const line = (label: string, value: string) => console.log(`  ${label.padEnd(50)} ${value}`);

function trackPeakRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss) / 2 ** 20;
  };
}

/** Other users reading a list page in a closed loop until `stop` settles; their latencies in ms. */
async function otherUsers(t: TestApp, stop: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let running = true;
  void stop.finally(() => (running = false)).catch(() => undefined);
  await Promise.all(
    Array.from({ length: OTHER_USERS }, async (_, user) => {
      while (running) {
        const start = performance.now();
        const response = await t.call('GET', '/organizations/office', {
          as: ACCOUNTS.org,
          query: { survey_fy: 2025, page: 1 + (user % 2) },
        });
        if (response.statusCode !== 200) throw new Error(`list answered ${response.statusCode}`);
        latencies.push(performance.now() - start);
        // A browser's next request arrives as I/O: in-process calls back to back would never let the loop turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  return latencies;
}

type Cells = (string | number)[];

async function departmentsOf(t: TestApp): Promise<string[]> {
  const rows = await t.db
    .selectFrom('internal_organizations')
    .select('department_code')
    .where('survey_fy', '=', 2025)
    .where('section_code', 'is', null)
    .execute();
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

async function upload(t: TestApp, file: Buffer, dryRun = false) {
  const { payload, contentType } = multipart(file, 'bench.csv');
  const response = await t.call('POST', `/suppliers/upload${dryRun ? '?dry_run=true' : ''}`, {
    as: ACCOUNTS.org,
    body: payload,
    headers: { 'content-type': contentType, 'idempotency-key': crypto.randomUUID() },
  });
  if (response.statusCode !== 200)
    throw new Error(`upload: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return { timing: response.headers['server-timing'] };
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

const emptyYear = (t: TestApp) => sql`DELETE FROM suppliers WHERE survey_fy = 2025`.execute(t.db);

async function benchEngine(name: string, handle: DbHandle, rssTarget: number) {
  const t = await createTestApp({ fileLimitBytes: 512 * 1024 * 1024 }, handle);
  try {
    const departments = await departmentsOf(t);
    // Only the file is in memory while the upload's peak RSS is measured; the COPY's texts are built after.
    const file = fileOf(supplierRows(departments, ROWS));
    console.log(
      `\n${name}: ${ROWS} supplier rows, ${(file.length / 2 ** 20).toFixed(1)} MB (UTF-8 with BOM)`,
    );
    await upload(t, fileOf(supplierRows(departments, 2000)), true); // warm-up: JIT, plans
    await emptyYear(t);

    const peak = trackPeakRss();
    const fresh = await timed(() => upload(t, file));
    const rss = peak();
    const again = await timed(() => upload(t, file));
    const dry = await timed(() => upload(t, file, true));

    await emptyYear(t);
    const copy = bulkCopyOf(t.db);
    const keys = SUPPLIER_CSV.columns.map((column) => column.key);
    const texts = copiesOf(supplierRows(departments, ROWS));
    const copied = await timed(async () => {
      await copy('suppliers', keys, texts.data);
      await copy('audit_events', AUDIT_COLUMNS, texts.audit);
    });
    const ratio = fresh.ms / copied.ms;
    line('import into an empty year (all added)', `${seconds(fresh.ms)}   [${fresh.result.timing}]`);
    line('COPY of the same rows and their audit rows', seconds(copied.ms));
    line('import ÷ COPY (target ≤ 2)', `${ratio.toFixed(2)}  ${verdict(ratio <= 2)}`);
    line(
      `peak RSS of the process during it (target ≤ ${rssTarget} MB)`,
      `${rss.toFixed(0)} MB  ${verdict(rss <= rssTarget)}`,
    );
    line('same file again (all unchanged)', `${seconds(again.ms)}   [${again.result.timing}]`);
    line('dry run of the same file', `${seconds(dry.ms)}   [${dry.result.timing}]`);

    await emptyYear(t);
    const load = fileOf(supplierRows(departments, LOAD_ROWS));
    const quiet = await otherUsers(t, new Promise((resolve) => setTimeout(resolve, QUIET_MS)));
    const loadPeak = trackPeakRss();
    const importing = timed(() => upload(t, load));
    const busy = await otherUsers(t, importing);
    const loaded = await importing;
    const loadRss = loadPeak();
    const busyP95 = p95(busy);
    line(`import of ${LOAD_ROWS} rows under load`, `${seconds(loaded.ms)}   [${loaded.result.timing}]`);
    line(
      `other users' p95 (${OTHER_USERS} users, office list)`,
      `${busyP95.toFixed(0)} ms during it (${busy.length} requests, slowest ${Math.max(...busy).toFixed(0)} ms) ` +
        `vs ${p95(quiet).toFixed(0)} ms without (${quiet.length})`,
    );
    line('  target ≤ 500 ms', verdict(busyP95 <= 500));
    line('peak RSS of the process during it', `${loadRss.toFixed(0)} MB`);
  } finally {
    await t.close();
  }
}

/** `bench:csv [rows] [pglite|postgres]`: both engines unless one is named. */
const ENGINES = process.argv[3] ? [process.argv[3]] : ['pglite', 'postgres'];

async function main() {
  if (ENGINES.includes('pglite')) await benchEngine('PGlite', await pgliteFromTemplate(), 600);
  const url = process.env.DATABASE_URL;
  if (!ENGINES.includes('postgres')) return;
  if (url) await benchEngine('PostgreSQL', await postgresFromTemplate(url), 300);
  else console.log('\nPostgreSQL: skipped (no DATABASE_URL; `pnpm --filter @sdp/api bench:csv` starts one)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

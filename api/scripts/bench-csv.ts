/**
 * CSV import benchmark (prints figures; not a test): `pnpm --filter @sdp/api bench:csv [rows]`.
 * On PGlite and on a throwaway PostgreSQL (DATABASE_URL, started by with-postgres.sh), in one run: a supplier upload
 * of `rows` (default 100,000) through POST /suppliers/upload against a bare COPY of the same rows into the same
 * table (target ≤ 2×), the process's peak RSS, and other users' p95 on a list endpoint while the upload runs
 * against the same users without it (target ≤ 3× on PostgreSQL, ≤ 10× on PGlite).
 */
import { sql } from 'kysely';
import { SUPPLIER_CSV } from '@sdp/shared/domain';
import { bulkCopyOf } from '../src/db/bulk-copy';
import type { DbHandle } from '../src/db/connect';
import { bom, lines } from '../src/test/csv-files';
import { ACCOUNTS, createTestApp, type TestApp } from '../src/test/test-app';
import { pgliteFromTemplate, postgresFromTemplate } from '../src/test/test-db';

const ROWS = Number(process.argv[2] ?? 100_000);
const OTHER_USERS = 4;
const QUIET_MS = 4000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;

function trackPeakRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss) / 2 ** 20;
  };
}

/** Other users reading a list page in a closed loop until `stop` resolves; their latencies in ms. */
async function otherUsers(t: TestApp, stop: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let running = true;
  void stop.finally(() => (running = false));
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
      }
    }),
  );
  return latencies;
}

async function supplierFile(t: TestApp): Promise<{ file: Buffer; body: string }> {
  const departments = (
    await t.db
      .selectFrom('internal_organizations')
      .select('department_code')
      .where('survey_fy', '=', 2025)
      .where('section_code', 'is', null)
      .execute()
  ).map((row) => row.department_code);
  const rows: string[] = [];
  for (let i = 0; i < ROWS; i += 1) {
    const dept = departments[i % departments.length]!;
    rows.push(
      `2025,${dept},S${String(i).padStart(7, '0')},株式会社ベンチマーク${i},ﾍﾞﾝﾁﾏｰｸ${i},取引先${i},取引先${i},営業部,第一課,仕入,${i * 100}`,
    );
  }
  const header = SUPPLIER_CSV.columns.map((column) => column.header).join(',');
  return { file: bom(lines(header, ...rows)), body: lines(...rows) };
}

async function upload(t: TestApp, file: Buffer, dryRun = false) {
  const path = `/suppliers/upload${dryRun ? '?dry_run=true' : ''}`;
  const response = await t.upload(path, 'bench.csv', file, ACCOUNTS.org);
  if (response.statusCode !== 200)
    throw new Error(`upload: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return {
    answer: response.json<{ added: number; changed: number }>(),
    timing: response.headers['server-timing'],
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

async function benchEngine(name: string, handle: DbHandle, target: number) {
  const t = await createTestApp({ fileLimitBytes: 512 * 1024 * 1024 }, handle);
  try {
    const { file, body } = await supplierFile(t);
    console.log(
      `\n${name}: ${ROWS} supplier rows, ${(file.length / 2 ** 20).toFixed(1)} MB (UTF-8 with BOM)`,
    );
    await upload(t, file, true); // warm-up: JIT, plans, pages in cache

    const quiet = await otherUsers(t, new Promise((resolve) => setTimeout(resolve, QUIET_MS)));
    const peak = trackPeakRss();
    const importing = timed(() => upload(t, file));
    const busy = await otherUsers(t, importing);
    const loaded = await importing;
    const rss = peak();

    await sql`DELETE FROM suppliers WHERE survey_fy = 2025`.execute(t.db);
    const fresh = await timed(() => upload(t, file));
    const again = await timed(() => upload(t, file));
    const dry = await timed(() => upload(t, file, true));

    await sql`DELETE FROM suppliers WHERE survey_fy = 2025`.execute(t.db);
    const copy = await timed(() =>
      bulkCopyOf(t.db)(
        'suppliers',
        SUPPLIER_CSV.columns.map((column) => column.key),
        body,
      ),
    );

    const ratio = fresh.ms / copy.ms;
    const slowdown = p95(busy) / p95(quiet);
    const line = (label: string, value: string) => console.log(`  ${label.padEnd(46)} ${value}`);
    line('import into an empty year (all added)', `${seconds(fresh.ms)}   [${fresh.result.timing}]`);
    line('bare COPY of the same rows', seconds(copy.ms));
    line('import ÷ COPY (target ≤ 2)', `${ratio.toFixed(2)}  ${ratio <= 2 ? 'PASS' : 'FAIL'}`);
    // Keeping the file as evidence (its chunks written in the upload's transaction), from its Server-Timing part.
    const keep = Number(/keep;dur=(\d+)/.exec(String(fresh.result.timing))?.[1] ?? NaN);
    const share = (keep / fresh.ms) * 100;
    line(
      'of which keeping the file (target ≤ 20 %)',
      `${keep} ms = ${share.toFixed(1)} %  ${share <= 20 ? 'PASS' : 'FAIL'}`,
    );
    line('same file again (all unchanged)', `${seconds(again.ms)}   [${again.result.timing}]`);
    line('dry run of the same file', `${seconds(dry.ms)}   [${dry.result.timing}]`);
    line('import under load (replacing the seed)', `${seconds(loaded.ms)}   [${loaded.result.timing}]`);
    line('peak RSS of the process during it', `${rss.toFixed(0)} MB`);
    line(
      `other users' p95 (${OTHER_USERS} users, office list)`,
      `${p95(busy).toFixed(0)} ms during the import (${busy.length} requests) vs ${p95(quiet).toFixed(0)} ms ` +
        `without (${quiet.length})`,
    );
    line(`  ratio (target ≤ ${target})`, `${slowdown.toFixed(1)}  ${slowdown <= target ? 'PASS' : 'FAIL'}`);
  } finally {
    await t.close();
  }
}

async function main() {
  await benchEngine('PGlite', await pgliteFromTemplate(), 10);
  const url = process.env.DATABASE_URL;
  if (url) await benchEngine('PostgreSQL', await postgresFromTemplate(url), 3);
  else console.log('\nPostgreSQL: skipped (no DATABASE_URL; `pnpm --filter @sdp/api bench:csv` starts one)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Roll-over benchmark (prints figures; not a test): `pnpm --filter @sdp/api bench:rollover`.
 * Over the volume seed, on PGlite and (with DATABASE_URL, started by with-postgres.sh) on PostgreSQL, in one run:
 * POST /survey_years/{fy}/rollover's work (locks, counts, conflict checks, the new year, the copy) against the bare
 * INSERT … SELECT of the same rows (target ≤ 2×). Each run is rolled back, so every run copies the same rows.
 */
import { PGlite } from '@electric-sql/pglite';
import { connectPostgres, wrapPglite, type DbHandle } from '../src/db/connect';
import type { Db } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { copyYear, rollOverYear } from '../src/routes/survey-years/rollover-repository';
import { runSeed } from '../src/seed';

const RUNS = 5;
const USER = 'U0000001';
class RolledBack extends Error {}

/** Runs `work` in a transaction that is then rolled back; its time in ms. */
async function timed(db: Db, work: (tx: Db) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  let ms = 0;
  await db
    .transaction()
    .execute(async (tx) => {
      await work(tx);
      ms = performance.now() - started;
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function bench(engine: string, handle: DbHandle): Promise<void> {
  const { db } = handle;
  const seeding = performance.now();
  await migrate(db);
  await runSeed(db, { volume: true });
  const years = await db.selectFrom('survey_years').select('survey_fy').orderBy('survey_fy').execute();
  const fy = years.at(-1)!.survey_fy;
  console.log(
    `\n${engine}: volume seed in ${((performance.now() - seeding) / 1000).toFixed(1)} s, rolling ${fy} → ${fy + 1}`,
  );
  const preview = await rollOverYear(db, fy, USER, true);
  console.log('  rows per kind', JSON.stringify(preview.counts));
  const bare: number[] = [];
  const rollover: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    bare.push(await timed(db, (tx) => copyYear(tx, fy, fy + 1, USER)));
    rollover.push(await timed(db, (tx) => rollOverYear(tx, fy, USER, false)));
  }
  const ratio = median(rollover) / median(bare);
  console.log(
    `  bare INSERT … SELECT   median ${median(bare).toFixed(0)} ms  (${bare.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  roll-over              median ${median(rollover).toFixed(0)} ms  (${rollover.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  console.log(`  roll-over ÷ bare (target ≤ 2)  ${ratio.toFixed(2)}  ${ratio <= 2 ? 'PASS' : 'FAIL'}`);
  await handle.close();
}

async function main() {
  await bench('PGlite', wrapPglite(await PGlite.create()));
  const url = process.env.DATABASE_URL;
  if (url) await bench('PostgreSQL', connectPostgres(url));
  else
    console.log(
      '\nPostgreSQL: skipped (no DATABASE_URL; `pnpm --filter @sdp/api bench:rollover` starts one)',
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { sql } from 'kysely';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrate } from '../db/migrate';
import { isEmpty, runSeed } from './index';

/** `pnpm --filter @sdp/api seed [--volume] [--reset]`: --reset drops every table first. */
async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const config = loadConfig();
  if (config.production) {
    console.error('The demo seed (demo accounts, sample data) is refused with NODE_ENV=production.');
    process.exitCode = 1;
    return;
  }
  const handle = await connect(config);
  try {
    if (args.has('--reset')) await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(handle.db);
    await migrate(handle.db);
    if (!(await isEmpty(handle.db))) {
      console.error('The database already has data: run with --reset to start over.');
      process.exitCode = 1;
      return;
    }
    const started = Date.now();
    await runSeed(handle.db, { volume: args.has('--volume') });
    console.log(`seeded (${args.has('--volume') ? 'volume' : 'samples'}) in ${Date.now() - started} ms`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

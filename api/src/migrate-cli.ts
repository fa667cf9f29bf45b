// `pnpm --filter @sdp/api migrate`: applies the migrations (and the demo seed when SEED_WHEN_EMPTY is on and the
// database is empty) under the same advisory lock the server takes, for deploy pipelines that migrate first.
import { assertSafeConfig, loadConfig } from './config';
import { connect } from './db/connect';
import { prepareDatabase } from './db/prepare';

async function main(): Promise<void> {
  const config = loadConfig();
  assertSafeConfig(config);
  const handle = await connect(config);
  try {
    const { migrated, seeded } = await prepareDatabase(handle.db, { seedWhenEmpty: config.seedWhenEmpty });
    console.log(
      `${handle.kind}: ${migrated.length ? `applied ${migrated.join(', ')}` : 'schema already current'}` +
        (seeded ? '; demo data seeded' : ''),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

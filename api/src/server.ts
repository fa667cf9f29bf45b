import { buildApp } from './app';
import { assertSafeConfig, loadConfig } from './config';
import { connect } from './db/connect';
import { migrate } from './db/migrate';
import { isEmpty, runSeed } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  assertSafeConfig(config);
  const handle = await connect(config);
  await migrate(handle.db);
  if (config.seedWhenEmpty && (await isEmpty(handle.db))) await runSeed(handle.db, { volume: false });
  const app = await buildApp({ config, db: handle.db, notifications: handle.notifications });
  const stop = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: handle.kind, devSignIn: config.devIdp.enabled }, 'api ready');
  if (config.devIdp.enabled) {
    app.log.warn(
      'development sign-in is on (SDP_DEV_SIGN_IN=1): anyone reaching /dev-idp signs in as any active user',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

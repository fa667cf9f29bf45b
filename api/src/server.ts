import { buildApp } from './app';
import { assertSafeConfig, loadConfig } from './config';
import { connect } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { startMetricsServer } from './plugins/metrics';

/** SIGTERM → stop accepting, finish the requests in flight, close the pool; past this the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  assertSafeConfig(config);
  const handle = await connect(config);
  await prepareDatabase(handle.db, { seedWhenEmpty: config.seedWhenEmpty });
  const app = await buildApp({ config, db: handle.db, notifications: handle.notifications });
  const metrics =
    config.metricsPort === undefined
      ? undefined
      : await startMetricsServer(app.metrics.registry, config.metricsHost, config.metricsPort);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    setTimeout(() => {
      app.log.error(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    metrics?.close();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { node: process.version, database: handle.kind, devSignIn: config.devIdp.enabled },
    'api ready',
  );
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

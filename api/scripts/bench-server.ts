// Child process of bench.ts. `seed`: migrates and fills the volume seed, then exits. `api <port>`: the API over that
// database (PostgreSQL from DATABASE_URL) or, without one, over its own volume-seeded in-memory PGlite. `bare <port>
// <bodies.json>`: a bare node:http server answering fixed JSON. Servers print "ready <port>" when listening.
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectPostgres, wrapPglite } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { runSeed } from '../src/seed';
import { loadOrCreateDevSigningKey } from '../src/dev-idp/signing-key-file';

/** Where every instance finds the same development signing key: a token from one is valid on all. */
const KEY_DIR = process.env.BENCH_KEY_DIR ?? '.';

async function seed(): Promise<void> {
  const handle = connectPostgres(process.env.DATABASE_URL!);
  await migrate(handle.db);
  await runSeed(handle.db, { volume: true });
  await loadOrCreateDevSigningKey(KEY_DIR);
  await handle.close();
}

async function api(port: number): Promise<void> {
  const shared = process.env.DATABASE_URL;
  const handle = shared ? connectPostgres(shared) : wrapPglite(await PGlite.create());
  if (!shared) {
    await migrate(handle.db);
    await runSeed(handle.db, { volume: true });
  }
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      PORT: String(port),
      RATE_LIMIT: '0',
      CSRF_SECRET: 'bench',
      SDP_DEV_SIGN_IN: '1',
      LOG_LEVEL: 'warn',
      ...(process.env.DEV_IDP_ISSUER ? { DEV_IDP_ISSUER: process.env.DEV_IDP_ISSUER } : {}),
      ...(process.env.DB_POOL_MAX ? { DB_POOL_MAX: process.env.DB_POOL_MAX } : {}),
    }),
  };
  const app = await buildApp({
    config,
    db: handle.db,
    notifications: handle.notifications,
    devIdpKey: await loadOrCreateDevSigningKey(KEY_DIR),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port });
  console.log(`ready ${port}`);
}

function bare(port: number, bodies: Record<string, string>): void {
  http
    .createServer((req, res) => {
      const body = bodies[(req.url ?? '').split('?')[0] ?? ''];
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body ?? '{}');
    })
    .listen(port, '127.0.0.1', () => console.log(`ready ${port}`));
}

process.once('SIGINT', () => process.exit(0));
process.once('SIGTERM', () => process.exit(0));
const [mode, portText, bodiesFile] = process.argv.slice(2);
const port = Number(portText);
const fail = (error: unknown) => {
  console.error(error);
  process.exit(1);
};
if (mode === 'bare') {
  void import('node:fs').then((fs) =>
    bare(port, JSON.parse(fs.readFileSync(bodiesFile!, 'utf8')) as Record<string, string>),
  );
} else if (mode === 'seed') {
  seed().then(() => process.exit(0), fail);
} else {
  api(port).catch(fail);
}

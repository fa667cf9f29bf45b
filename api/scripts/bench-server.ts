// Child process of bench.ts: the API over a volume-seeded in-memory PGlite, or a bare node:http server
// answering fixed JSON. Prints "ready <port>" when listening.
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { wrapPglite } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { runSeed } from '../src/seed';
import { generateDevSigningKey } from '../src/dev-idp/signing-key';

async function api(port: number): Promise<void> {
  const handle = process.env.DATABASE_URL
    ? (await import('../src/db/connect')).connectPostgres(process.env.DATABASE_URL)
    : wrapPglite(await PGlite.create());
  await migrate(handle.db);
  await runSeed(handle.db, { volume: true });
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      PORT: String(port),
      RATE_LIMIT: '0',
      CSRF_SECRET: 'bench',
      SDP_DEV_SIGN_IN: '1',
      LOG_LEVEL: 'warn',
    }),
  };
  const app = await buildApp({
    config,
    db: handle.db,
    notifications: handle.notifications,
    devIdpKey: await generateDevSigningKey(),
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
if (mode === 'bare') {
  void import('node:fs').then((fs) =>
    bare(port, JSON.parse(fs.readFileSync(bodiesFile!, 'utf8')) as Record<string, string>),
  );
} else {
  api(port).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

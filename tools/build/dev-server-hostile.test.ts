import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createConfig } from './webpack-config.cjs';
import { fuzzServer, sendRaw } from './testing/hostile-http';

// A remote's standalone harness (`pnpm start:mock`) is webpack-dev-server with the devServer options of
// createConfig: the same server and options here, over a one-line app instead of a remote.
let dir: string;
let server: WebpackDevServer;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sdp-dev-server-'));
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'public'));
  writeFileSync(path.join(dir, 'src', 'index.ts'), 'document.title = "probe";\n');
  writeFileSync(
    path.join(dir, 'public', 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  const config = createConfig(
    { dir, name: 'remote_probe', html: true, federation: false },
    { mode: 'development' },
  );
  const compiler = webpack({ ...config, infrastructureLogging: { level: 'none' } });
  server = new WebpackDevServer(
    { ...config.devServer, port: 0, host: '127.0.0.1', hot: false, liveReload: false, client: false },
    compiler,
  );
  await server.start();
  port = (server.server!.address() as { port: number }).port;
  // The dev middleware holds requests until the first compilation is done.
  await sendRaw(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 90_000);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('the standalone harness server answers fuzzed request lines and headers without a 5xx, and keeps serving', async () => {
  const failures = await fuzzServer(port, { prefixes: ['/', '/maintenance/', '/chunks/'], runs: 300 });
  expect(failures).toEqual([]);
  const alive = await sendRaw(
    port,
    'GET /maintenance/user-list HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection: close\r\n\r\n',
  );
  expect(alive.status).toBe(200);
}, 180_000);

test('a path below a file is not found, and the answer names no disk path', async () => {
  for (const target of ['/index.html/x', '/index.html/%F2%87%91%BE', '/main.js/x']) {
    const answer = await sendRaw(
      port,
      `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect([target, answer.status]).toEqual([target, 404]);
  }
  const body = await fetch(`http://127.0.0.1:${port}/index.html/abc`).then((r) => r.text());
  expect(body).not.toContain(dir);
});

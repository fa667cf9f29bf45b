import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer } from './serve.mjs';

let dir: string;
const servers: Server[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sdp-serve-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'void 0;');
});
afterEach(() => {
  servers.splice(0).forEach((server) => server.close());
  rmSync(dir, { recursive: true, force: true });
});

async function serve(options: Partial<Parameters<typeof startStaticServer>[0]> = {}) {
  const server = await startStaticServer({ dir, port: 0, spa: true, ...options });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return (pathname: string) => fetch(`http://127.0.0.1:${port}${pathname}`);
}

const scriptSources = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

const writeConfig = (config: unknown, when = Date.now() / 1000) => {
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify(config));
  utimesSync(path.join(dir, 'config.json'), when, when);
};

test('every answer carries the policy of the config.json it serves, nosniff, and no HSTS outside production', async () => {
  writeConfig({ remoteOrigins: ['http://localhost:3001'], auth: { providers: [] } });
  const get = await serve();
  for (const pathname of ['/', '/maintenance/user-list', '/remoteEntry.js', '/missing.js']) {
    const response = await get(pathname);
    expect(scriptSources(response)).toBe("'self' http://localhost:3001");
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  }
});

test('a changed config.json changes the policy without a restart; an override file wins', async () => {
  writeConfig({ remoteOrigins: ['http://localhost:3001'] }, 1_700_000_000);
  const get = await serve();
  expect(scriptSources(await get('/'))).toBe("'self' http://localhost:3001");
  writeConfig({ remoteOrigins: ['https://remotes.example.com'] }, 1_700_000_100);
  expect(scriptSources(await get('/'))).toBe("'self' https://remotes.example.com");

  const override = path.join(dir, 'other-config.json');
  writeFileSync(override, JSON.stringify({ remoteOrigins: ['https://moved.example.com'] }));
  const overridden = await serve({ overrides: { '/config.json': override } });
  expect(scriptSources(await overridden('/'))).toBe("'self' https://moved.example.com");
});

test('no config.json (a remote) or an unreadable one: the page’s own origin only', async () => {
  const get = await serve();
  expect(scriptSources(await get('/remoteEntry.js'))).toBe("'self'");
  writeFileSync(path.join(dir, 'config.json'), '{ not json');
  expect(scriptSources(await get('/'))).toBe("'self'");
});

test('MSAL’s redirect page alone may be framed, by the shell itself', async () => {
  const get = await serve();
  expect((await get('/auth/microsoft')).headers.get('content-security-policy')).toContain(
    "frame-ancestors 'self'",
  );
  expect((await get('/login')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
});

test('production sends HSTS', async () => {
  const get = await serve({ hsts: true });
  expect((await get('/')).headers.get('strict-transport-security')).toBe(
    'max-age=31536000; includeSubDomains',
  );
});

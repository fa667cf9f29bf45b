import type { AddressInfo } from 'node:net';
import { fuzzServer, sendRaw } from '../../../tools/build/testing/hostile-http';
import { setupTestApp } from '../test/test-app';

const t = setupTestApp();
let port: number;

beforeAll(async () => {
  await t().app.listen({ host: '127.0.0.1', port: 0 });
  port = (t().app.server.address() as AddressInfo).port;
});

const PREFIXES = [
  '/api/v1/',
  '/api/v1/users/',
  '/api/v1/organizations/internal/',
  '/api/v1/export_jobs/',
  '/dev-idp/',
  '/dev-idp/.well-known/',
  '/api/docs/',
];

test('the API and the dev IdP answer fuzzed request lines and headers on raw sockets without a 5xx, and keep serving', async () => {
  const failures = await fuzzServer(port, { prefixes: PREFIXES, runs: 400 });
  expect(failures).toEqual([]);
  const alive = await sendRaw(
    port,
    'GET /dev-idp/.well-known/jwks.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  );
  expect(alive.status).toBe(200);
}, 180_000);

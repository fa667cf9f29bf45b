import type { FastifyInstance, InjectOptions } from 'fastify';
import { MESSAGES } from '@sdp/shared/contracts';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { DbHandle } from '../db/connect';
import { generateDevSigningKey, type DevSigningKey } from '../dev-idp/signing-key';
import { ACCOUNTS, testConfig } from '../test/test-app';
import { createTestDb } from '../test/test-db';
import { multipart } from '../test/csv-files';
import { snapshot } from './fuzz-support';

let handle: DbHandle;
let key: DevSigningKey;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  [handle, key] = await Promise.all([createTestDb(), generateDevSigningKey()]);
}, 180_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await handle.close();
});
jest.setTimeout(60_000);

async function appWith(overrides: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), db: handle.db, devIdpKey: key, logger: false });
  apps.push(app);
  return app;
}
async function tokenOf(app: FastifyInstance, email: string, remoteAddress = '10.0.0.99'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/dev-idp/token',
    payload: { email },
    remoteAddress,
  });
  return response.json<{ id_token: string }>().id_token;
}
const get = (app: FastifyInstance, url: string, extra: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, ...extra });

describe('CORS allow-list', () => {
  it('answers a configured origin with its ACAO header and another origin without one', async () => {
    const app = await appWith({ corsOrigins: ['https://backoffice.example'] });
    const token = await tokenOf(app, ACCOUNTS.admin);
    const from = (origin: string) =>
      get(app, '/authority/roles', { headers: { origin, authorization: `Bearer ${token}` } });
    const ours = await from('https://backoffice.example');
    expect(ours.statusCode).toBe(200);
    expect(ours.headers['access-control-allow-origin']).toBe('https://backoffice.example');
    expect(String(ours.headers['access-control-expose-headers'])).toMatch(/idempotent-replayed/i);
    for (const other of ['http://localhost:3000', 'https://backoffice.example.evil.test', 'null']) {
      expect((await from(other)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets the configured origins send the Idempotency-Key and CSRF headers (preflight)', async () => {
    const app = await appWith({});
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/authority/groups',
      headers: {
        origin: 'http://localhost:3004',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'idempotency-key,x-csrf-token,content-type',
      },
    });
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    expect(allowed).toContain('idempotency-key');
    expect(allowed).toContain('x-csrf-token');
  });
});

describe('security headers', () => {
  it('sends HSTS in production and nosniff on every answer, errors included', async () => {
    const production = await appWith({
      production: true,
      seedWhenEmpty: false,
      devIdp: { ...testConfig().devIdp, enabled: false },
    });
    for (const response of [
      await get(production, '/authority/roles'), // 401
      await get(production, '/no-such-route'), // 404
    ]) {
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends no HSTS outside production (plain http on localhost), nosniff still', async () => {
    const app = await appWith({});
    const response = await get(app, '/authority/roles');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limits', () => {
  it('limits each signed-in user on their own: 429 E-429 with the Japanese message and Retry-After', async () => {
    const app = await appWith({ rateLimit: { max: 1000, userMax: 3, timeWindowMs: 60_000 } });
    const [viewer, admin] = await Promise.all([tokenOf(app, ACCOUNTS.viewer), tokenOf(app, ACCOUNTS.admin)]);
    const as = (token: string) =>
      get(app, '/authority/all', { headers: { authorization: `Bearer ${token}` } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await as(viewer)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await as(viewer);
    expect(limited.json()).toMatchObject({ code: 'E-429', message: MESSAGES.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Same IP, another user: their own budget.
    expect((await as(admin)).statusCode).toBe(200);
  });

  it('limits each client IP before sign-in is checked, so a flood of bad tokens is cut too', async () => {
    const app = await appWith({ rateLimit: { max: 3, userMax: 1000, timeWindowMs: 60_000 } });
    const anonymous = (remoteAddress: string) => get(app, '/survey_fy', { remoteAddress });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await anonymous('10.1.1.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await anonymous('10.1.1.2')).statusCode).toBe(401);
  });
});

describe('rate limits behind a proxy', () => {
  it('counts per client (X-Forwarded-For) only from a trusted proxy', async () => {
    const limits = { max: 2, userMax: 1000, timeWindowMs: 60_000 };
    const behind = await appWith({ rateLimit: limits, trustProxy: ['10.9.9.9'] });
    const via = (app: FastifyInstance, client: string, remoteAddress: string) =>
      get(app, '/survey_fy', { remoteAddress, headers: { 'x-forwarded-for': client } }).then(
        (r) => r.statusCode,
      );
    const fromProxy = [];
    for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2'])
      fromProxy.push(await via(behind, client, '10.9.9.9'));
    expect(fromProxy).toEqual([401, 401, 429, 401]);
    // Anyone else's X-Forwarded-For is ignored: a caller cannot escape the limit by inventing addresses.
    const direct = [];
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      direct.push(await via(behind, client, '10.7.7.7'));
    expect(direct).toEqual([401, 401, 429]);
  });
});

describe('size limits', () => {
  it('answers a JSON body over the limit with 413 E-413 and writes nothing', async () => {
    const app = await appWith({ bodyLimitBytes: 2000 });
    const authorization = `Bearer ${await tokenOf(app, ACCOUNTS.admin)}`;
    const csrf = (await get(app, '/csrf_token', { headers: { authorization } })).json<{ token: string }>()
      .token;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/authority/groups',
      headers: { authorization, 'x-csrf-token': csrf },
      payload: {
        authority_group_id: 'TOO_BIG',
        authority_group_name: 'x',
        data_viewing_class: 1,
        note: 'あ'.repeat(3000),
        roles: [],
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'E-413', message: MESSAGES.bodyTooLarge });
    const written = await handle.db
      .selectFrom('authority_groups')
      .select('authority_group_id')
      .where('authority_group_id', '=', 'TOO_BIG')
      .execute();
    expect(written).toEqual([]);
  });

  it('answers a file over the limit with 413 E-413 on every upload route and imports nothing (no silent cut)', async () => {
    const app = await appWith({ fileLimitBytes: 64 });
    const authorization = `Bearer ${await tokenOf(app, ACCOUNTS.admin)}`;
    const csrf = (await get(app, '/csrf_token', { headers: { authorization } })).json<{ token: string }>()
      .token;
    const uploads = app.apiRoutes.filter((route) => route.method === 'POST' && /upload/.test(route.path));
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    const before = await snapshot(handle.db);
    for (const route of uploads) {
      const { payload, contentType } = multipart(Buffer.from(`\uFEFF${'a,b,c\r\n'.repeat(200)}`, 'utf-8'));
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1${route.path}`,
        headers: { authorization, 'x-csrf-token': csrf, 'content-type': contentType },
        payload,
      });
      expect({ route: route.path, status: response.statusCode, body: response.json() }).toMatchObject({
        route: route.path,
        status: 413,
        body: { code: 'E-413', message: MESSAGES.tooLarge },
      });
    }
    expect(await snapshot(handle.db)).toEqual(before);
  });
});

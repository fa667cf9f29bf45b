import { MESSAGES } from '@sdp/shared/contracts';
import { buildApp } from './app';
import { createTestDb } from './test/test-db';
import { testConfig } from './test/test-app';
import type { DbHandle } from './db/connect';

jest.setTimeout(60_000);
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 180_000);
afterAll(() => handle.close());

describe('central error handling', () => {
  it('answers 500 E-001 with the fallback message and request id, never the internals', async () => {
    const app = await buildApp({ config: testConfig(), db: handle.db, logger: false });
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: MESSAGES.fallback,
      code: 'E-001',
      request_id: expect.any(String),
    });
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toBe(response.json().request_id);
    await app.close();
  });

  it('answers 404 E-404 for an unknown path', async () => {
    const app = await buildApp({ config: testConfig(), db: handle.db, logger: false });
    const response = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'E-404' });
    await app.close();
  });

  it('refuses to start with an /api/v1 route that has no access rule, wherever it is registered', async () => {
    const app = await buildApp({ config: testConfig(), db: handle.db, logger: false });
    app.register(async (plugin) => {
      plugin.get('/api/v1/secret', async () => 'x');
    });
    await expect(app.ready()).rejects.toThrow(/No access rule for GET \/secret/);
    await app.close().catch(() => undefined);
  });

  it('serves the OpenAPI document', async () => {
    const app = await buildApp({ config: testConfig(), db: handle.db, logger: false });
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.json().paths['/api/v1/authority/groups']).toBeDefined();
    await app.close();
  });
});

describe('http hardening', () => {
  it('allows the configured origins only (CORS) and sets security headers', async () => {
    const app = await buildApp({ config: testConfig(), db: handle.db, logger: false });
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/v1/authority/groups',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-csrf-token,content-type',
        },
      });
    const ours = await preflight('http://localhost:3004');
    expect(ours.headers['access-control-allow-origin']).toBe('http://localhost:3004');
    expect(String(ours.headers['access-control-allow-headers']).toLowerCase()).toContain('x-csrf-token');
    const theirs = await preflight('https://evil.example');
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await app.inject({ method: 'GET', url: '/dev-idp/accounts' });
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('answers 429 E-429 past the rate limit', async () => {
    const app = await buildApp({
      config: testConfig({ rateLimit: { max: 2, userMax: 2, timeWindowMs: 60_000 } }),
      db: handle.db,
      logger: false,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await app.inject({ method: 'GET', url: '/dev-idp/accounts' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await app.inject({ method: 'GET', url: '/dev-idp/accounts' });
    expect(limited.json()).toMatchObject({ code: 'E-429', message: MESSAGES.tooManyRequests });
    await app.close();
  });

  it('answers 413 E-413 to a body over the limit', async () => {
    const app = await buildApp({
      config: testConfig({ bodyLimitBytes: 1000 }),
      db: handle.db,
      logger: false,
    });
    const response = await app.inject({
      method: 'POST',
      url: '/dev-idp/token',
      payload: { email: `${'a'.repeat(2000)}@example.com` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'E-413' });
    await app.close();
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const app = await buildApp({ config: testConfig(), db: handle.db, logger: false });
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(response.statusCode);
    await app.close();
  });
});

describe('multipart uploads', () => {
  it('answers 413 E-413 when a multipart limit is exceeded, not 500', async () => {
    const app = await buildApp({ config: testConfig({ fileLimitBytes: 10 }), db: handle.db, logger: false });
    app.post('/upload-probe', async (request) => {
      const file = await request.file();
      await file?.toBuffer();
      return { ok: true };
    });
    const boundary = '----probe';
    const response = await app.inject({
      method: 'POST',
      url: '/upload-probe',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${'x'.repeat(100)}\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'E-413', message: MESSAGES.tooLarge });
    await app.close();
  });
});

describe('integrity violations the checks before a write missed', () => {
  const violations: [string, object, number, string, Record<string, string>][] = [
    [
      'a unique key',
      { code: '23505', detail: 'Key (survey_fy, office_code)=(2025, OF-1) already exists.' },
      400,
      'W-003',
      { office_code: 'DUPLICATE_ERROR' },
    ],
    [
      'a reference to a missing row',
      { code: '23503', detail: 'Key (role_id)=(NEW_ROLE) is not present in table "roles".' },
      400,
      'W-001-3',
      { role_id: 'INVALID_VALUE' },
    ],
    [
      'a row still referenced',
      { code: '23503', detail: 'Key (authority_group_id)=(G) is still referenced from table "users".' },
      400,
      'W-004',
      { authority_group_id: 'IN_USE_ERROR' },
    ],
    ['a missing value', { code: '23502', column: 'surname' }, 400, 'W-001-1', { surname: 'REQUIRED' }],
    ['a check', { code: '23514', constraint: 'x_check' }, 400, 'W-001-3', { body: 'INVALID_VALUE' }],
  ];

  it.each(violations)(
    '%s answers a 4xx with the field, never 500',
    async (_name, fields, status, code, reason) => {
      const app = await buildApp({ config: testConfig(), db: handle.db, logger: false });
      app.get('/violation', async () => {
        throw Object.assign(new Error('violates a constraint on table secret_table'), fields);
      });
      const response = await app.inject({ method: 'GET', url: '/violation' });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code, error_item: { reason } });
      expect(response.body).not.toContain('secret_table');
      await app.close();
    },
  );
});

import { MESSAGES } from '@sdp/shared/contracts';
import { buildApp } from './app';
import { createTestDb } from './test/test-db';
import { testConfig } from './test/test-app';
import type { DbHandle } from './db/connect';

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

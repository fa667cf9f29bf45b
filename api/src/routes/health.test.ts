import { sql } from 'kysely';
import { connectPostgres } from '../db/connect';
import { buildApp } from '../app';
import { setupTestApp, testConfig } from '../test/test-app';

const t = setupTestApp();

it('GET /livez answers while the process is up, without a token', async () => {
  const response = await t().app.inject({ method: 'GET', url: '/livez' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

it('GET /readyz answers 200 on a migrated database and 503 naming what is missing otherwise', async () => {
  expect((await t().app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  const last = await sql<{ name: string }>`SELECT max(name) AS name FROM schema_migrations`.execute(t().db);
  const name = last.rows[0]!.name;
  await sql`DELETE FROM schema_migrations WHERE name = ${name}`.execute(t().db);
  try {
    const response = await t().app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'migrating', pending: [name] });
  } finally {
    await sql`INSERT INTO schema_migrations (name) VALUES (${name})`.execute(t().db);
  }
});

it('GET /readyz answers 503 while the database is unreachable; /livez still 200', async () => {
  const dead = connectPostgres('postgres://nobody@127.0.0.1:1/none', 1);
  const app = await buildApp({ config: testConfig(), db: dead.db, devIdpKey: t().devKey, logger: false });
  try {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  } finally {
    await app.close();
    await dead.close();
  }
});

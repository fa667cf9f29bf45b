import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { MESSAGES } from '@sdp/shared/contracts';
import { buildApp } from '../app';
import { connectPostgres } from '../db/connect';
import { ACCOUNTS, setupTestApp, testConfig } from '../test/test-app';

// A first request cut off by the outage may leave its key "running": here it counts as stale after 1 s.
const t = setupTestApp({ idempotency: { ttlMs: 3600_000, staleMs: 1000 } });
jest.setTimeout(120_000);

const ROLES = ['MST_USER_VIEWER', 'DASHBOARD_VIEWER', 'MST_SURVEY_TARGET_EDITOR'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('database unreachable', () => {
  it('answers 503 E-503 with the Japanese message and Retry-After, never a 500 or internals', async () => {
    const dead = connectPostgres('postgres://nobody@127.0.0.1:1/none', 2);
    const app = await buildApp({ config: testConfig(), db: dead.db, devIdpKey: t().devKey, logger: false });
    try {
      const token = await t().tokenFor(ACCOUNTS.admin); // signed by the same development key
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/authority/groups',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'E-503',
        message: MESSAGES.unavailable,
        request_id: expect.any(String),
      });
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|nobody/);
    } finally {
      await app.close();
      await dead.close();
    }
  });
});

// Only a real server has connections to cut: runs in the api-postgres stage (DATABASE_URL set).
const withPostgres = process.env.DATABASE_URL ? describe : describe.skip;

withPostgres('database connections cut under load (pg_terminate_backend)', () => {
  it('fails requests cleanly (503), writes all or nothing, and recovers without a restart', async () => {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t().db);
    const database = rows[0]!.name;
    await t().csrfFor(ACCOUNTS.admin); // signed in before the outage
    const statuses: Record<number, number> = {};
    const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
    const unexpected: string[] = [];
    let running = true;

    /** One logical create, retried with the same Idempotency-Key until it has an answer. */
    const createOnce = async (id: string): Promise<void> => {
      const key = randomUUID();
      for (let attempt = 0; attempt < 50; attempt++) {
        const response = await t().call('POST', '/authority/groups', {
          as: ACCOUNTS.admin,
          headers: { 'idempotency-key': key },
          body: {
            authority_group_id: id,
            authority_group_name: `障害 ${id}`,
            data_viewing_class: 1,
            roles: ROLES,
          },
        });
        count(response.statusCode);
        const body = response.json<{ code?: string; message?: string }>();
        if (response.statusCode === 201) return;
        // A 5xx frees the key; if the first run had committed, the retry finds the group: done as well.
        if (body.code === 'W-003') return;
        if (response.statusCode === 503 && body.message === MESSAGES.unavailable) {
          await sleep(50);
          continue;
        }
        if (response.statusCode === 409 && body.code === 'E-409-1') {
          await sleep(100);
          continue;
        }
        unexpected.push(`${response.statusCode} ${response.body.slice(0, 200)}`);
        return;
      }
      unexpected.push(`${id}: no answer after 50 attempts`);
    };

    const ids: string[] = [];
    const writer = async (n: number) => {
      for (let i = 0; running; i++) {
        const id = `OUTAGE_${n}_${i}`;
        ids.push(id);
        await createOnce(id);
      }
    };
    const reader = async () => {
      while (running) {
        const response = await t().call('GET', '/authority/groups', {
          as: ACCOUNTS.admin,
          query: { per_page: 50 },
        });
        count(response.statusCode);
        if (response.statusCode !== 200 && response.statusCode !== 503) {
          unexpected.push(`${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    };
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    let terminated = 0;
    const cutter = async () => {
      for (const at of [300, 500, 500, 700]) {
        await sleep(at);
        const result = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [database],
        );
        terminated += result.rowCount ?? 0;
      }
      await sleep(300);
      running = false;
    };
    try {
      await Promise.all([writer(1), writer(2), writer(3), reader(), reader(), cutter()]);
    } finally {
      await admin.end();
    }

    // Recovered: the same server answers normally again.
    expect((await t().call('GET', '/authority/groups', { as: ACCOUNTS.admin })).statusCode).toBe(200);
    expect(unexpected).toEqual([]);
    expect(statuses[500]).toBeUndefined();
    // Every logical create exists exactly once, with all its roles (never a group without its roles).
    const groups = await t()
      .db.selectFrom('authority_groups as g')
      .leftJoin('authority_group_roles as r', 'r.authority_group_id', 'g.authority_group_id')
      .select(['g.authority_group_id as id', sql<number>`count(r.role_id)::int`.as('roles')])
      .where('g.authority_group_id', 'like', 'OUTAGE\\_%')
      .groupBy('g.authority_group_id')
      .execute();
    expect(groups.map((g) => g.id).sort()).toEqual([...ids].sort());
    expect(groups.filter((g) => g.roles !== ROLES.length)).toEqual([]);
    console.log(
      `database cut ${terminated} connections in 4 rounds under 3 writers + 2 readers: ` +
        `${ids.length} creates, answers ${JSON.stringify(statuses)}`,
    );
    expect(terminated).toBeGreaterThan(0);
  });
});

import { MAX_PER_PAGE } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../test/test-app';

const t = setupTestApp();
jest.setTimeout(120_000);

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
};

describe('IDOR: ids of records the caller may not see', () => {
  it('answers 403 for records of a kind the caller has no role for, whatever the id', async () => {
    const cases: [string, string][] = [
      [ACCOUNTS.viewer, '/users/U0000001'],
      [ACCOUNTS.viewer, '/users/U0000001/applications/1'],
      [ACCOUNTS.org, '/authority/groups/SUS_ADMIN'],
      [ACCOUNTS.vehicle, '/organizations/office/1'],
      [ACCOUNTS.norole, '/authority/groups/VIEWER'],
    ];
    for (const [as, url] of cases) {
      const response = await t().call('GET', url, { as });
      expect({ as, url, status: response.statusCode }).toEqual({ as, url, status: 403 });
      expect(response.body).not.toMatch(/U0000001|SUS_ADMIN/);
    }
  });

  it("answers 404 for another user's export job, even with the same role", async () => {
    const started = await t().call('POST', '/organizations/survey_target/export_jobs', {
      as: ACCOUNTS.business,
      body: { survey_fy: 2025 },
    });
    expect(started.statusCode).toBe(202);
    const token = started.json<{ token: string }>().token;
    expect((await t().call('GET', `/exports/${token}`, { as: ACCOUNTS.business })).statusCode).not.toBe(404);
    const theirs = await t().call('GET', `/exports/${token}`, { as: ACCOUNTS.admin });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'E-404' });
  });

  it('answers 404 (not 500) for ids that do not exist or are malformed', async () => {
    for (const url of [
      '/users/U9999999',
      '/authority/groups/NOPE',
      '/users/%27%20OR%201=1--',
      '/exports/x',
    ]) {
      const response = await t().call('GET', url, { as: ACCOUNTS.admin });
      expect({ url, status: response.statusCode < 500 && response.statusCode >= 400 }).toEqual({
        url,
        status: true,
      });
    }
  });
});

describe('mass assignment: server-owned fields in a body are ignored', () => {
  // Decision: request schemas strip unknown keys (zod's default), so extra fields never reach a repository.
  const serverOwned = {
    version: 99,
    status: 1,
    user_count: 50,
    roles_of_caller: ['MST_USER_AUTHORITY'],
    created_user_id: 'U0000008',
    created_date: '2000-01-01T00:00:00.000Z',
    updated_user_id: 'U0000008',
    user_id: 'U9999999',
    apply_index: 42,
    id: 123456,
  };

  it('creates an authority group with its own version, counts and audit fields', async () => {
    const response = await t().call('POST', '/authority/groups', {
      as: ACCOUNTS.admin,
      body: {
        authority_group_id: 'MASS_A',
        authority_group_name: '一括代入',
        data_viewing_class: 1,
        roles: ['DASHBOARD_VIEWER'],
        ...serverOwned,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      authority_group_id: 'MASS_A',
      version: 1,
      user_count: 0,
      created_user_id: 'U0000001',
      roles: ['DASHBOARD_VIEWER'],
    });
    expect(response.json().created_date).not.toBe(serverOwned.created_date);
  });

  it('registers a user as an application (status 申請中), with a server-chosen id and version 1', async () => {
    const group = await t()
      .db.selectFrom('internal_groups')
      .select('group_code')
      .orderBy('group_code')
      .executeTakeFirstOrThrow();
    const response = await t().call('POST', '/users/regist', {
      as: ACCOUNTS.editor,
      body: {
        surname: '代入',
        given_name: '試験',
        surname_kana: 'ダイニュウ',
        given_name_kana: 'シケン',
        mail: 'mass-assign@example.com',
        org_group_code: group.group_code,
        authority_group_id: 'VIEWER',
        ...serverOwned,
      },
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ user_id: string; status: number; version: number; apply_index: number }>();
    expect(answer.user_id).not.toBe('U9999999');
    expect(answer).toMatchObject({ status: 0, version: 1, apply_index: 1 });
    const row = await t()
      .db.selectFrom('users')
      .select(['status', 'version', 'created_user_id'])
      .where('email', '=', 'mass-assign@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 0, version: 1, created_user_id: 'U0000004' });
  });
});

describe('prototype pollution', () => {
  it('refuses __proto__ and constructor.prototype keys on every JSON write route (4xx, never 5xx)', async () => {
    const routes = t().app.apiRoutes.filter(
      (r) => r.method !== 'GET' && r.path !== '/auth/sign_out' && !/upload/.test(r.path),
    );
    for (const route of routes) {
      for (const payload of [
        '{"__proto__":{"roles":["MST_USER_AUTHORITY"]}}',
        '{"constructor":{"prototype":{"x":1}}}',
      ]) {
        const response = await t().app.inject({
          method: route.method as 'POST',
          url: `/api/v1${route.path}`,
          headers: {
            authorization: `Bearer ${await t().tokenFor(ACCOUNTS.admin)}`,
            'x-csrf-token': await t().csrfFor(ACCOUNTS.admin),
            'content-type': 'application/json',
          },
          payload,
        });
        expect({
          route: route.path,
          status: response.statusCode >= 400 && response.statusCode < 500,
        }).toEqual({
          route: route.path,
          status: true,
        });
      }
    }
    expect(({} as Record<string, unknown>).roles).toBeUndefined();
  });
});

describe('pagination limits', () => {
  it(`refuses per_page over ${MAX_PER_PAGE} with 400 W-001-3 on every paged list (no silent clamp)`, async () => {
    const doc = (await t().call('GET', '/api/docs/json')).json<OpenApi>();
    const paged = Object.entries(doc.paths)
      .filter(([, ops]) => ops.get?.parameters?.some((p) => p.in === 'query' && p.name === 'per_page'))
      .map(([path]) => path.replace('/api/v1', ''))
      .filter((path) => !path.includes('{'));
    expect(paged.length).toBeGreaterThan(5);
    for (const path of paged) {
      const query = { per_page: MAX_PER_PAGE + 1, survey_fy: 2025 };
      const response = await t().call('GET', path, { as: ACCOUNTS.admin, query });
      expect({
        path,
        status: response.statusCode,
        reason: response.json().error_item?.reason?.per_page,
      }).toEqual({
        path,
        status: 400,
        reason: 'INVALID_VALUE',
      });
      const page = await t().call('GET', path, { as: ACCOUNTS.admin, query: { ...query, per_page: 0 } });
      expect({ path, status: page.statusCode }).toEqual({ path, status: 400 });
    }
  });
});

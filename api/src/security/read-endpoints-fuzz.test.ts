import fc from 'fast-check';
import { errorBodySchema } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import { sampleUrl } from './fuzz-support';

const t = setupTestApp();
jest.setTimeout(180_000);

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
};

const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    'a\u0000b',
    "' OR 1=1 --",
    '%',
    '_',
    '\\',
    '-1',
    '0',
    '1e309',
    '99999999999999999999',
    'NaN',
    '2025-13-45',
    'あ'.repeat(300),
    '',
    ' ',
    '__proto__',
    'constructor',
    'toString',
    '0x7E9',
    '2.025e3',
    ' 2025',
    '2025\n',
  ),
);

describe('list and detail endpoints fed hostile query strings and ids', () => {
  it('answer 2xx or 4xx with the error body, never 5xx', async () => {
    const doc = (await t().call('GET', '/api/docs/json')).json<OpenApi>();
    const routes = t().app.apiRoutes.filter(
      (route) => route.method === 'GET' && route.path !== '/exports/:token',
    );
    const tried: Record<string, number> = {};
    for (const route of routes) {
      const operation = doc.paths[`/api/v1${route.path.replace(/:([a-zA-Z_]+)/g, '{$1}')}`]?.get;
      const names = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const query = fc.dictionary(names.length ? fc.constantFrom(...names) : fc.string(), hostileText, {
        maxKeys: 6,
      });
      const id = fc.oneof(
        fc.constant('FUZZ0000'),
        hostileText.filter((text) => text !== ''),
      );
      await fc.assert(
        fc.asyncProperty(query, id, async (values, pathValue) => {
          const url = route.path.includes(':')
            ? route.path.replace(/:([a-zA-Z_]+)/g, encodeURIComponent(pathValue))
            : sampleUrl(route.path);
          const response = await t().call('GET', url, { as: ACCOUNTS.admin, query: values });
          const label = `GET ${url} ${JSON.stringify(values)}: ${response.statusCode}`;
          expect({ label, server: response.statusCode >= 500 }).toEqual({ label, server: false });
          if (response.statusCode >= 400)
            expect({ label, body: errorBodySchema.safeParse(response.json()).success }).toEqual({
              label,
              body: true,
            });
          tried[route.path] = (tried[route.path] ?? 0) + 1;
        }),
        { numRuns: 15, seed: Number(process.env.FUZZ_SEED) || undefined },
      );
    }
    console.log(`query fuzz: ${Object.keys(tried).length} GET endpoints × 15 queries`);
  });
});

describe('inputs the schemas let through but PostgreSQL or the router refuse', () => {
  it('answers a NUL byte in a search word with 400 W-001-3, not 500', async () => {
    const response = await t().call('GET', '/authority/groups', {
      as: ACCOUNTS.admin,
      query: { keyword: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'W-001-3' });
  });

  it('answers a NUL byte in a CSV export filter with 400 and the error body, not a cut-off download', async () => {
    for (const url of ['/users/list/export', '/users/export/']) {
      const response = await t().call('GET', url, {
        as: ACCOUNTS.admin,
        query: { authority_group_id: 'a\u0000b' },
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json()).toMatchObject({ code: 'W-001-3' });
    }
  });

  it('answers a NUL byte in a field that reaches the database with 400 and writes nothing', async () => {
    const response = await t().call('POST', '/authority/groups', {
      as: ACCOUNTS.admin,
      body: {
        authority_group_id: 'NUL_A',
        authority_group_name: 'a\u0000b',
        data_viewing_class: 1,
        roles: ['DASHBOARD_VIEWER'],
      },
    });
    expect(response.statusCode).toBe(400);
    const rows = await t()
      .db.selectFrom('authority_groups')
      .select('authority_group_id')
      .where('authority_group_id', '=', 'NUL_A')
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers an overlong or malformed path parameter with the error body (404 / 400)', async () => {
    const long = await t().call('GET', `/authority/groups/${'A'.repeat(500)}`, { as: ACCOUNTS.admin });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ code: 'E-404' });
    const malformed = await t().call('GET', '/authority/groups/%E3%81', { as: ACCOUNTS.admin });
    expect(malformed.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(malformed.json()).success).toBe(true);
  });
});

import fc from 'fast-check';
import { errorBodySchema } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../test/test-app';

const t = setupTestApp();
jest.setTimeout(600_000);

type Parameter = { name: string; in: string; required?: boolean; schema?: { enum?: string[] } };
type OpenApi = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

/** Names a plain object answers from its prototype. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'toLocaleString',
];
/** What `Number()` reads as 2025, and other near-years. */
const LOOSE_YEARS = [
  '0x7E9',
  ' 2025',
  '2025 ',
  '2.025e3',
  '2025\n',
  '2025.0',
  '+2025',
  '02025',
  '２０２５',
  '0b11111101001',
  '0o3751',
  '2025n',
  '',
];

const seed = Number(process.env.FUZZ_SEED) || undefined;

async function listsWithSort() {
  const doc = (await t().call('GET', '/api/docs/json')).json<OpenApi>();
  return Object.entries(doc.paths).flatMap(([path, methods]) => {
    const parameters = methods.get?.parameters ?? [];
    const sort = parameters.find((p) => p.in === 'query' && p.name === 'sort');
    if (!sort) return [];
    const required = parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
    return [{ path: path.replace('/api/v1', ''), keys: sort.schema?.enum ?? [], required }];
  });
}

const asAdmin = (method: 'GET' | 'POST', url: string, query?: Record<string, string>) =>
  t().call(method, url, { as: ACCOUNTS.admin, ...(query ? { query } : {}) });

describe('sort on every list', () => {
  it('takes the list’s own keys and answers anything else 400, never 5xx (fast-check)', async () => {
    const lists = await listsWithSort();
    expect(lists.length).toBeGreaterThanOrEqual(9);
    for (const { path, keys, required } of lists) {
      expect({ path, keys: keys.length > 0 }).toEqual({ path, keys: true });
      const base = Object.fromEntries(required.map((name) => [name, name === 'survey_fy' ? '2025' : 'x']));
      const sort = fc.oneof(
        fc.constantFrom(...keys),
        fc.constantFrom(...PROTOTYPE_KEYS),
        fc.string({ maxLength: 30 }),
      );
      const order = fc.oneof(fc.constantFrom('asc', 'desc'), fc.constantFrom(...PROTOTYPE_KEYS), fc.string());
      await fc.assert(
        fc.asyncProperty(sort, order, async (sortKey, direction) => {
          const response = await asAdmin('GET', path, { ...base, sort: sortKey, order: direction });
          const allowed = keys.includes(sortKey) && (direction === 'asc' || direction === 'desc');
          const label = `${path}?sort=${JSON.stringify(sortKey)}&order=${JSON.stringify(direction)}`;
          expect({ label, status: response.statusCode }).toEqual({ label, status: allowed ? 200 : 400 });
          if (!allowed) expect(errorBodySchema.parse(response.json()).code).toMatch(/^W-001/);
        }),
        { numRuns: 25, seed },
      );
    }
  });

  it('answers sort=__proto__ and the other prototype names with 400 on sort', async () => {
    for (const { path, required } of await listsWithSort()) {
      const base = Object.fromEntries(required.map((name) => [name, name === 'survey_fy' ? '2025' : 'x']));
      for (const sort of PROTOTYPE_KEYS) {
        const response = await asAdmin('GET', path, { ...base, sort });
        expect({ path, sort, status: response.statusCode }).toEqual({ path, sort, status: 400 });
        expect(response.json()).toMatchObject({ error_item: { reason: { sort: 'INVALID_VALUE' } } });
      }
    }
  });
});

describe('a survey year in a path or a query is four ASCII digits, nothing coerced', () => {
  const yearStatus = async (fy: number) =>
    (
      await t()
        .db.selectFrom('survey_years')
        .select('status')
        .where('survey_fy', '=', fy)
        .executeTakeFirstOrThrow()
    ).status;

  it.each(['close', 'rollover', 'open', 'reopen'])(
    'refuses /survey_years/{0x7E9, " 2025", 2.025e3, "2025\\n", …}/%s with 400 and moves nothing',
    async (move) => {
      const before = await yearStatus(2025);
      for (const fy of LOOSE_YEARS.filter((year) => year !== '')) {
        const response = await t().call('POST', `/survey_years/${encodeURIComponent(fy)}/${move}`, {
          as: ACCOUNTS.admin,
          body: move === 'reopen' ? { reason: '理由' } : undefined,
        });
        expect({ fy, status: response.statusCode }).toEqual({ fy, status: 400 });
        expect(response.json()).toMatchObject({
          code: 'W-001-3',
          error_item: { reason: { fy: 'INVALID_VALUE' } },
        });
      }
      expect(await yearStatus(2025)).toBe(before);
    },
  );

  it('answers any other path value 400, and a four-digit one 200 or 404, never 5xx (fast-check)', async () => {
    const value = fc
      .oneof(fc.constantFrom(...LOOSE_YEARS), fc.string({ maxLength: 12 }), fc.integer().map(String))
      .filter((text) => text !== '' && !text.includes('/') && text !== '.' && text !== '..');
    await fc.assert(
      fc.asyncProperty(value, async (fy) => {
        const response = await asAdmin('POST', `/survey_years/${encodeURIComponent(fy)}/rollover`, {
          dry_run: 'true',
        });
        const label = `rollover of ${JSON.stringify(fy)}`;
        const expected = /^[0-9]{4}$/.test(fy) ? [200, 404, 400] : [400];
        expect({ label, ok: expected.includes(response.statusCode) }).toEqual({ label, ok: true });
      }),
      { numRuns: 100, seed },
    );
  });

  it('refuses a loose survey_fy in a list query', async () => {
    for (const fy of LOOSE_YEARS) {
      const response = await asAdmin('GET', '/organizations/office', { survey_fy: fy });
      expect({ fy, status: response.statusCode }).toEqual({ fy, status: 400 });
    }
    expect((await asAdmin('GET', '/organizations/office', { survey_fy: '2025' })).statusCode).toBe(200);
  });
});

describe('numbers in paths and filters are ASCII digits', () => {
  it('refuses 0x1, 1e0, " 1" and +1 as a record id, page or filter', async () => {
    const office = await t()
      .db.selectFrom('offices')
      .select('office_id')
      .orderBy('office_id')
      .executeTakeFirstOrThrow();
    const id = office.office_id;
    expect((await asAdmin('GET', `/organizations/office/${id}`)).statusCode).toBe(200);
    for (const loose of [`0x${id.toString(16)}`, `${id}e0`, ` ${id}`, `+${id}`, `${id}.0`]) {
      const response = await asAdmin('GET', `/organizations/office/${encodeURIComponent(loose)}`);
      expect({ loose, status: response.statusCode }).toEqual({ loose, status: 400 });
    }
    const loose: Record<string, string>[] = [
      { page: '0x2' },
      { per_page: '1e1' },
      { office_class: ' 1' },
      { survey_target_class: '+1' },
    ];
    for (const query of loose) {
      const response = await asAdmin('GET', '/organizations/office', { survey_fy: '2025', ...query });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});

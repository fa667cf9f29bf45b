/**
 * One scenario set, replayed against the msw handlers (mock mode) and the real server: every endpoint of
 * API_ACCESS, as each of the eight accounts and anonymously. Status codes, error codes, field reasons, JSON shapes
 * and CSV headers must agree, so a page that works in mock mode works against the server.
 * @jest-environment node
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { API_ACCESS } from '@sdp/shared/routes';
import { csvLine } from '@sdp/shared/domain';
import { errorBodySchema } from '@sdp/shared/contracts';
import { resetMockStore, server } from '@sdp/mocks/node';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import { mockSide, serverSide, type Answer, type Side } from './sides';
import { shapeDifferences, shapeOf } from './shape';

const t = setupTestApp();
jest.setTimeout(120_000);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const ACCOUNT_LIST = Object.values(ACCOUNTS);

/** Query parameters an endpoint needs to answer at all. */
const QUERIES: Record<string, Record<string, string>> = {
  'GET /organizations/info/export': { survey_fy: '2025', kind: 'office' },
  'GET /organizations/internal/groups': { survey_fy: '2025' },
  'GET /organizations/internal/groups/headquarters': { survey_fy: '2025', group_code: '001' },
  'GET /organizations/internal/departments': { survey_fy: '2025' },
  'GET /survey_result': { survey_fy: '2025' },
  'GET /cars': { survey_fy: '2025' },
  'GET /cars/export': { survey_fy: '2025' },
  'GET /survey_result/export': { survey_fy: '2025' },
  'GET /organizations/survey_target': { survey_fy: '2025' },
  'GET /organizations/survey_target/export': { survey_fy: '2025' },
  'GET /reports/survey_coverage': { survey_fy: '2025' },
  'GET /users/applying': { scope: 'application' },
  'GET /organizations/internal': { survey_fy: '2025' },
  'GET /organizations/office': { survey_fy: '2025' },
  'GET /organizations/corporation': { survey_fy: '2025' },
  'GET /suppliers': { survey_fy: '2025' },
  'GET /suppliers/export/': { survey_fy: '2025' },
};

/**
 * Where path parameters come from: a list each side answers for the admin and the fields of its first row (in
 * the order of the path's parameters), or a fixed path.
 */
type ParamSource = { list: string; rows: string; fields: string[] } | { fixed: string };
const PARAM_SOURCES: Record<string, ParamSource> = {
  'GET /survey_fy/:kind': { fixed: '/survey_fy/car' },
  // A token nobody was given: both sides must refuse it the same way.
  'GET /exports/:token': { fixed: '/exports/0123456789abcdef0123456789abcdef' },
  'GET /users/:id/applications/:applyIndex': {
    list: '/users/applying?scope=application',
    rows: 'applications',
    fields: ['user_id', 'apply_index'],
  },
  'GET /authority/groups/:authority_group_id': {
    list: '/authority/groups',
    rows: 'authority_groups',
    fields: ['authority_group_id'],
  },
  'GET /organizations/internal/:id': {
    list: '/organizations/internal?survey_fy=2025',
    rows: 'organizations',
    fields: ['id'],
  },
  'GET /organizations/office/:id': {
    list: '/organizations/office?survey_fy=2025',
    rows: 'offices',
    fields: ['id'],
  },
  'GET /organizations/corporation/:id': {
    list: '/organizations/corporation?survey_fy=2025',
    rows: 'corporations',
    fields: ['id'],
  },
  'GET /users/:id': { list: '/users', rows: 'users', fields: ['user_id'] },
};

const endpoints = Object.keys(API_ACCESS).map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  return { key, method, path };
});

async function resolvePath(side: Side, key: string, path: string): Promise<string | undefined> {
  if (!path.includes(':')) return path;
  const source = PARAM_SOURCES[key];
  if (!source) return undefined;
  if ('fixed' in source) return source.fixed;
  const list = await side.call('GET', source.list, { as: ACCOUNTS.admin });
  const row = (list.json as Record<string, Record<string, unknown>[]> | undefined)?.[source.rows]?.[0];
  const values = source.fields.map((field) => row?.[field]);
  if (values.some((value) => value === undefined)) return undefined;
  let resolved = path;
  for (const value of values) resolved = resolved.replace(/:[a-z_]+/i, String(value));
  return resolved;
}

const withQuery = (path: string, key: string): string => {
  const query = QUERIES[key];
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
};

/** What must agree between the two sides for one answer. */
function comparable(answer: Answer) {
  const error = answer.status >= 400 ? errorBodySchema.safeParse(answer.json) : undefined;
  return {
    status: answer.status,
    kind: answer.contentType.split(';')[0],
    code: error?.success ? error.data.code : undefined,
    fields: error?.success ? Object.keys(error.data.error_item?.reason ?? {}).sort() : undefined,
    csvHeader: answer.csvHeader,
  };
}

describe('mock and server answer the same contract', () => {
  const sides = () => [mockSide(), serverSide(t())] as const;
  afterEach(() => resetMockStore());

  it.each(endpoints.filter((e) => e.method === 'GET'))(
    '$key: status, shape and CSV header per account',
    async ({ key, method, path }) => {
      const [mock, real] = sides();
      const mockPath = await resolvePath(mock, key, path);
      const realPath = await resolvePath(real, key, path);
      expect([mockPath !== undefined, realPath !== undefined]).toEqual([true, true]);
      for (const as of [...ACCOUNT_LIST, undefined]) {
        const a = await mock.call(method, withQuery(mockPath!, key), { as });
        const b = await real.call(method, withQuery(realPath!, key), { as });
        expect({ as, ...comparable(a) }).toEqual({ as, ...comparable(b) });
        // The admin holds every role: anything but a 200 means the scenario tests a refusal, not the contract.
        if (as === ACCOUNTS.admin && !key.endsWith(':token'))
          expect({ as, status: a.status }).toEqual({ as, status: 200 });
        if (a.status === 200 && a.json !== undefined) {
          expect({ as, differences: shapeDifferences(shapeOf(a.json), shapeOf(b.json)) }).toEqual({
            as,
            differences: [],
          });
        }
      }
    },
  );

  it('POST /auth/sign_out ends the session on both sides', async () => {
    for (const side of sides()) {
      expect((await side.call('POST', '/auth/sign_out', { as: ACCOUNTS.viewer })).status).toBe(204);
    }
  });

  it.each(
    endpoints.filter((e) => e.method !== 'GET' && !e.path.includes(':') && e.path !== '/auth/sign_out'),
  )('$key: an empty body is refused the same way for every account', async ({ key, method, path }) => {
    const [mock, real] = sides();
    for (const as of [...ACCOUNT_LIST, undefined]) {
      const a = comparable(await mock.call(method, withQuery(path, key), { as, body: {} }));
      const b = comparable(await real.call(method, withQuery(path, key), { as, body: {} }));
      expect({ as, ...a }).toEqual({ as, ...b });
      expect(a.status).toBeGreaterThanOrEqual(400);
    }
  });

  it.each(endpoints.filter((e) => e.method !== 'GET' && !e.path.includes(':')))(
    '$key: a write without the CSRF header is refused the same way',
    async ({ method, path }) => {
      const [mock, real] = sides();
      const a = comparable(await mock.call(method, path, { as: ACCOUNTS.admin, body: {}, csrf: false }));
      const b = comparable(await real.call(method, path, { as: ACCOUNTS.admin, body: {}, csrf: false }));
      expect(a).toEqual(b);
      expect(a.status).toBe(403);
    },
  );

  it.each([
    ['POST', '/authority/groups', 'txt.\u202Eexe'],
    ['GET', '/authority/groups?keyword=%E2%80%8B', undefined],
  ])(
    'text hygiene: %s %s with an invisible character is refused alike, with the same message',
    async (method, path, name) => {
      const body = name && {
        authority_group_id: 'CONTRACT_H',
        authority_group_name: name,
        data_viewing_class: 1,
        roles: ['DASHBOARD_VIEWER'],
      };
      const [a, b] = await Promise.all(
        sides().map((side) => side.call(method, path, { as: ACCOUNTS.admin, body })),
      );
      expect(comparable(a!)).toEqual(comparable(b!));
      expect(a!.status).toBe(400);
      expect(errorBodySchema.parse(a!.json).message).toBe(errorBodySchema.parse(b!.json).message);
    },
  );

  it('a record created through one contract reads back with the same shape on both sides', async () => {
    const body = {
      authority_group_id: 'CONTRACT_T',
      authority_group_name: '契約テスト用グループ',
      data_viewing_class: 1,
      roles: ['DASHBOARD_VIEWER'],
    };
    const answers = [];
    for (const side of sides()) {
      const created = await side.call('POST', '/authority/groups', { as: ACCOUNTS.admin, body });
      const listed = await side.call('GET', '/authority/groups', { as: ACCOUNTS.admin });
      answers.push({ created: comparable(created), shape: shapeOf(created.json), listed });
    }
    const [a, b] = answers as [(typeof answers)[0], (typeof answers)[0]];
    expect(a.created).toEqual(b.created);
    expect(shapeDifferences(a.shape, b.shape)).toEqual([]);
    expect(shapeDifferences(shapeOf(a.listed.json), shapeOf(b.listed.json))).toEqual([]);
  });
});

describe('CSV uploads answer alike on both sides', () => {
  const sides = () => [mockSide(), serverSide(t())] as const;
  afterEach(() => resetMockStore());
  const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';

  /** An office of 2025 on that side (the mock store and the seed hold different ones). */
  async function officeOf(side: Side): Promise<string> {
    const list = await side.call('GET', '/organizations/office?survey_fy=2025', { as: ACCOUNTS.admin });
    return (list.json as { offices: { office_code: string }[] }).offices[0]!.office_code;
  }

  // Quoting a strict RFC 4180 reader takes, and the loose forms it refuses: both sides read files with csv-parse
  // (the server its stream, the mocks its browser build) under the same options.
  const CASES: [string, (office: string) => string, number][] = [
    ['separators and quotes inside quotes', (o) => `2025,${o},"A,1 ""x"" 2",車,軽油,1,`, 200],
    // Text hygiene: a line break is refused in a one-line cell, quoted or not, on both sides.
    ['a line break inside a quoted one-line cell', (o) => `2025,${o},"A1\r\n2",車,軽油,1,`, 400],
    ['a quote inside an unquoted cell', (o) => `2025,${o},A"1,車,軽油,1,`, 400],
    ['text after a closing quote', (o) => `2025,${o},"A1"x,車,軽油,1,`, 400],
    ['a quote never closed', (o) => `2025,${o},"A1,車,軽油,1,`, 400],
  ];

  it.each(CASES)('%s', async (_name, row, status) => {
    const answers = [];
    for (const side of sides()) {
      const content = Buffer.from(`\uFEFF${HEADER}\r\n${row(await officeOf(side))}\r\n`, 'utf-8');
      const answer = await side.call('POST', '/cars/upload?dry_run=true', {
        as: ACCOUNTS.vehicle,
        file: { name: 'cars.csv', content },
      });
      answers.push({ ...comparable(answer), body: answer.json as Record<string, unknown> });
    }
    const [a, b] = answers as [(typeof answers)[0], (typeof answers)[0]];
    expect(a.status).toBe(status);
    expect({ ...a, body: undefined }).toEqual({ ...b, body: undefined });
    if (status === 200) {
      expect(a.body).toMatchObject({ dry_run: true, imported_count: 1, added: 1 });
      expect(shapeDifferences(shapeOf(a.body), shapeOf(b.body))).toEqual([]);
    }
  });

  it("a survey year's moves, and an upload into a closed year, answer alike on both sides", async () => {
    const answers = [];
    for (const side of sides()) {
      const move = async (name: string, body?: object) =>
        comparable(await side.call('POST', `/survey_years/2025/${name}`, { as: ACCOUNTS.admin, body }));
      const closed = await move('close');
      const twice = await move('close');
      const upload = await side.call('POST', '/cars/upload?dry_run=true', {
        as: ACCOUNTS.vehicle,
        file: {
          name: 'cars.csv',
          content: Buffer.from(`\uFEFF${HEADER}\r\n2025,${await officeOf(side)},Y-1,車,軽油,1,\r\n`, 'utf-8'),
        },
      });
      const noReason = await move('reopen', { reason: '' });
      const reopened = await side.call('POST', '/survey_years/2025/reopen', {
        as: ACCOUNTS.admin,
        body: { reason: '契約テスト' },
      });
      answers.push({
        closed: closed.status,
        twice,
        upload: comparable(upload),
        message: (upload.json as { message?: string }).message,
        noReason,
        reopened: shapeOf(reopened.json),
      });
    }
    const [a, b] = answers as [(typeof answers)[0], (typeof answers)[0]];
    expect(a.closed).toBe(200);
    expect(a.message).toBe('2025年度は締め済みのため変更できません。');
    expect(shapeDifferences(a.reopened, b.reopened)).toEqual([]);
    expect({ ...a, reopened: undefined }).toEqual({ ...b, reopened: undefined });
  });

  it('a roll-over previews and refuses alike on both sides', async () => {
    const answers = [];
    for (const side of sides()) {
      const preview = await side.call('POST', '/survey_years/2025/rollover?dry_run=true', {
        as: ACCOUNTS.admin,
      });
      const existing = await side.call('POST', '/survey_years/2024/rollover', { as: ACCOUNTS.admin });
      const unknown = await side.call('POST', '/survey_years/1999/rollover?dry_run=true', {
        as: ACCOUNTS.admin,
      });
      const refused = await side.call('POST', '/survey_years/2025/rollover?dry_run=true', {
        as: ACCOUNTS.org,
      });
      answers.push({
        preview: { status: preview.status, shape: shapeOf(preview.json) },
        existing: comparable(existing),
        unknown: comparable(unknown),
        refused: comparable(refused),
      });
    }
    const [a, b] = answers as [(typeof answers)[0], (typeof answers)[0]];
    expect(a.preview.status).toBe(200);
    expect(shapeDifferences(a.preview.shape, b.preview.shape)).toEqual([]);
    expect(a.existing.status).toBe(400);
    expect({ ...a, preview: undefined }).toEqual({ ...b, preview: undefined });
  });

  it('a dry run writes nothing on either side, and the upload itself answers the same shape', async () => {
    for (const side of sides()) {
      const content = Buffer.from(
        `\uFEFF${HEADER}\r\n2025,${await officeOf(side)},C-1,車,軽油,1,\r\n`,
        'utf-8',
      );
      const file = { name: 'cars.csv', content };
      const before = await side.call('GET', '/cars?survey_fy=2025', { as: ACCOUNTS.vehicle });
      const dry = await side.call('POST', '/cars/upload?dry_run=true', { as: ACCOUNTS.vehicle, file });
      const after = await side.call('GET', '/cars?survey_fy=2025', { as: ACCOUNTS.vehicle });
      expect(after.json).toEqual(before.json);
      const done = await side.call('POST', '/cars/upload', { as: ACCOUNTS.vehicle, file });
      expect(done.json).toMatchObject({ ...(dry.json as object), dry_run: false });
    }
  });

  it.each(['office', 'corp'])(
    'the %s export uploads back unchanged on both sides; an unknown department answers alike',
    async (kind) => {
      const answers = [];
      for (const side of sides()) {
        const exported = await side.call('GET', `/organizations/info/export?survey_fy=2025&kind=${kind}`, {
          as: ACCOUNTS.org,
        });
        const { text } = exported;
        const [header, first, ...rest] = parseCsv(text, { bom: true }) as string[][];
        const path = `/organizations/upload/csv?kind=${kind}&dry_run=true`;
        const same = await side.call('POST', path, {
          as: ACCOUNTS.org,
          file: { name: 'o.csv', content: Buffer.from(text, 'utf-8') },
        });
        expect(same.json).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: rest.length + 1 });
        const cells = [...first!];
        cells[header!.indexOf(kind === 'office' ? '管理部コード' : '部コード')] = 'ZZZZZ';
        const bad = await side.call('POST', path, {
          as: ACCOUNTS.org,
          file: {
            name: 'o.csv',
            content: Buffer.from(`\uFEFF${csvLine(header!)}\r\n${csvLine(cells)}\r\n`, 'utf-8'),
          },
        });
        answers.push({ status: bad.status, body: bad.json as { code: string; error_item: unknown } });
      }
      const [a, b] = answers as [(typeof answers)[0], (typeof answers)[0]];
      expect(a.status).toBe(400);
      expect(a).toEqual({
        ...b,
        body: { ...b.body, request_id: (a.body as { request_id?: string }).request_id },
      });
    },
  );
});

describe('the demo samples are one fixture set', () => {
  afterEach(() => resetMockStore());
  // What a seed decides; ids, versions and audit stamps are each side's own.
  const OWN = /^(id|version|(created|updated?)_.*)$/;
  const rowsOf = async (side: Side, path: string, rows: string): Promise<string[]> => {
    const answer = await side.call('GET', `${path}${path.includes('?') ? '&' : '?'}per_page=100`, {
      as: ACCOUNTS.admin,
    });
    expect(answer.status).toBe(200);
    const list = (answer.json as Record<string, Record<string, unknown>[]>)[rows] ?? [];
    return list
      .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([key]) => !OWN.test(key)))))
      .sort();
  };

  it.each([
    ['/organizations/internal?survey_fy=2025', 'organizations'],
    ['/organizations/internal?survey_fy=2024', 'organizations'],
    ['/organizations/office?survey_fy=2025', 'offices'],
    ['/organizations/office?survey_fy=2024', 'offices'],
    ['/organizations/corporation?survey_fy=2025', 'corporations'],
    ['/suppliers?survey_fy=2025', 'suppliers'],
  ])('%s lists the same rows in mock mode as on the server', async (path, rows) => {
    const [mock, real] = [await rowsOf(mockSide(), path, rows), await rowsOf(serverSide(t()), path, rows)];
    expect(mock.length).toBeGreaterThan(0);
    expect(mock).toEqual(real);
  });
});

/**
 * Mock mode and the server run the same pipeline; what can still differ is the transport in front of it (Fastify on
 * the server, the fetch adapter behind msw here): paths, queries, bodies, files, headers and error answers. Every
 * operation of the table, and the inputs a transport parses, answered by both on copies of the same seeded data.
 * @jest-environment node
 */
import { PGlite } from '@electric-sql/pglite';
import { OPERATIONS, type OperationId } from '@sdp/shared/routes';
import { createEmbeddedApi, generateDevSigningKey } from '@sdp/api/embedded';
import { pgliteTemplate } from '@sdp/api/testing';
import { setupTestApp } from '@sdp/api/testing/app';
import { createFetchHandler, type FetchHandler } from './fetch-adapter';

const server = setupTestApp();
let mock: FetchHandler;
const closing: (() => Promise<void>)[] = [];
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const ORIGIN = 'http://sdp.test';

beforeAll(async () => {
  const pglite = await PGlite.create({ loadDataDir: new Blob([await pgliteTemplate(PGlite)]) });
  const api = createEmbeddedApi({ pglite, key: await generateDevSigningKey(), log: quiet });
  mock = createFetchHandler(api, quiet);
  closing.push(
    () => api.close(),
    () => pglite.close(),
  );
}, 180_000);
afterAll(async () => {
  for (const close of closing) await close();
});

/** Path parameters and queries the seeded data answers to (api/src/seed). */
const PARAMS: Record<string, string> = {
  authority_group_id: 'ORG_ADMIN',
  fy: '2025',
  kind: 'car',
  id: '1',
  applyIndex: '1',
  token: '0123456789abcdef0123456789abcdef',
};
const USER_ID: Partial<Record<OperationId, string>> = { getUser: 'U0000002', getApplication: 'U0000002' };
const YEAR = 'survey_fy=2025';
const QUERIES: Partial<Record<OperationId, string>> = {
  exportOrganizations: `${YEAR}&kind=office`,
  listGroups: YEAR,
  listHeadquarters: `${YEAR}&group_code=001`,
  listDepartments: YEAR,
  listSurveyResults: YEAR,
  listVehicles: YEAR,
  exportVehicles: YEAR,
  exportSurveyResults: YEAR,
  listSurveyTargets: YEAR,
  exportSurveyTargets: YEAR,
  listApplications: 'scope=application',
  exportApplications: 'scope=application',
  listInternalUnits: YEAR,
  listOffices: YEAR,
  listCorporations: YEAR,
  listSuppliers: YEAR,
  exportSuppliers: YEAR,
};

const pathOf = (id: OperationId): string =>
  OPERATIONS[id].path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    name === 'id' && USER_ID[id] ? USER_ID[id] : PARAMS[name]!,
  );

interface Call {
  method: string;
  url: string;
  as?: string;
  csrf?: boolean;
  body?: string;
  type?: string;
}

/** What a client can see of an answer, with what differs by nature between two runs left out. */
function comparable(status: number, type: string | undefined, text: string) {
  const body = type?.includes('json') && text ? (JSON.parse(text) as Record<string, unknown>) : text;
  if (typeof body === 'object' && body) {
    delete body.request_id;
    // Each side signs CSRF tokens with its own secret, and the expiry (in seconds) moves on between the two calls:
    // the format is what must agree.
    if (typeof body.token === 'string')
      body.token = body.token.replace(/^\d{10}\.[\w-]{43}$/, '<expiry>.<signature>');
  }
  return { status, type: type?.split(';')[0], body };
}

async function onServer(call: Call) {
  const t = server();
  const headers: Record<string, string> = call.type ? { 'content-type': call.type } : {};
  if (call.as) headers.authorization = `Bearer ${await t.tokenFor(call.as)}`;
  if (call.as && call.csrf) headers['x-csrf-token'] = await t.csrfFor(call.as);
  const answer = await t.app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers,
    payload: call.body,
  });
  return comparable(answer.statusCode, answer.headers['content-type'] as string | undefined, answer.body);
}

const mockTokens = new Map<string, string>();
async function onMock(call: Call) {
  const headers: Record<string, string> = call.type ? { 'content-type': call.type } : {};
  if (call.as) {
    const token = mockTokens.get(call.as) ?? (await signIn(call.as));
    headers.authorization = `Bearer ${token}`;
    if (call.csrf) {
      const csrf = await mock(new Request(`${ORIGIN}/api/v1/csrf_token`, { headers }));
      headers['x-csrf-token'] = ((await csrf.json()) as { token: string }).token;
    }
  }
  const answer = await mock(
    new Request(`${ORIGIN}${call.url}`, { method: call.method, headers, body: call.body }),
  );
  // The bytes as sent: a CSV's BOM included (Response.text() would drop it).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
  return comparable(answer.status, answer.headers.get('content-type') ?? undefined, text);
}
async function signIn(email: string): Promise<string> {
  const answer = await mock(
    new Request(`${ORIGIN}/dev-idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
  );
  const token = ((await answer.json()) as { id_token: string }).id_token;
  mockTokens.set(email, token);
  return token;
}

const READS = (Object.keys(OPERATIONS) as OperationId[]).filter((id) => OPERATIONS[id].method === 'GET');

it.each(READS)(
  '%s answers alike through both transports, for the admin, a user without its roles and anonymously',
  async (id) => {
    const url = `/api/v1${pathOf(id)}${QUERIES[id] ? `?${QUERIES[id]}` : ''}`;
    for (const as of ['admin@example.com', 'viewer@example.com', undefined]) {
      const call = { method: 'GET', url, as };
      expect({ as, ...(await onMock(call)) }).toEqual({ as, ...(await onServer(call)) });
    }
  },
);

const CSV = '\uFEFF調査年度,事業所コード\r\n';
const multipart = (name: string, content: string) => {
  const boundary = 'sdp-boundary-1';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body:
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n` +
      `${content}\r\n--${boundary}--\r\n`,
  };
};

it.each([
  [
    'a body the schema refuses',
    {
      method: 'POST',
      url: '/api/v1/authority/groups',
      csrf: true,
      type: 'application/json',
      body: '{"authority_group_id":"x"}',
    },
  ],
  [
    'malformed JSON',
    { method: 'PUT', url: '/api/v1/authority/groups', csrf: true, type: 'application/json', body: '{"a":' },
  ],
  [
    'a body that is not JSON',
    { method: 'PUT', url: '/api/v1/authority/groups', csrf: true, type: 'text/plain', body: 'hello' },
  ],
  [
    'no CSRF token',
    { method: 'DELETE', url: '/api/v1/authority/groups', type: 'application/json', body: '{}' },
  ],
  ['an unknown path', { method: 'GET', url: '/api/v1/nothing/here' }],
  [
    'a registration naming an authority group that does not exist',
    {
      method: 'POST',
      url: '/api/v1/users/regist',
      csrf: true,
      type: 'application/json',
      body: JSON.stringify({
        surname: '山田',
        given_name: '花子',
        surname_kana: 'ヤマダ',
        given_name_kana: 'ハナコ',
        mail: 'hanako.yamada@example.com',
        org_group_code: '001',
        authority_group_id: 'NO_SUCH_GROUP',
      }),
    },
  ],
  ['a path parameter out of format', { method: 'POST', url: '/api/v1/survey_years/0x7E9/close', csrf: true }],
  ['a sort key of no list', { method: 'GET', url: '/api/v1/users?sort=__proto__' }],
  [
    'a CSV upload checked (dry run) with a short header',
    { method: 'POST', url: '/api/v1/cars/upload?dry_run=true', csrf: true, ...multipart('v.csv', CSV) },
  ],
  [
    'a file that is not a CSV',
    { method: 'POST', url: '/api/v1/cars/upload?dry_run=true', csrf: true, ...multipart('v.txt', CSV) },
  ],
] as const)('%s is answered alike through both transports', async (_, call) => {
  const as = 'admin@example.com';
  expect(await onMock({ ...call, as })).toEqual(await onServer({ ...call, as }));
});

it('refuses a registration naming an authority group that does not exist, in mock mode as on the server', async () => {
  const answer = await onMock({
    method: 'POST',
    url: '/api/v1/users/regist',
    as: 'editor@example.com',
    csrf: true,
    type: 'application/json',
    body: JSON.stringify({
      surname: '山田',
      given_name: '花子',
      surname_kana: 'ヤマダ',
      given_name_kana: 'ハナコ',
      mail: 'hanako.yamada@example.com',
      org_group_code: '001',
      authority_group_id: 'NO_SUCH_GROUP',
    }),
  });
  expect(answer).toMatchObject({
    status: 400,
    body: { code: 'W-001-3', error_item: { reason: { authority_group_id: 'INVALID_VALUE' } } },
  });
});

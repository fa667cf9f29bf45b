import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { LightMyRequestResponse } from 'fastify';
import { auditEventsResponseSchema, SURVEY_TARGET_KIND_LABELS, type AuditEvent } from '@sdp/shared/contracts';
import { API_ACCESS } from '@sdp/shared/routes';
import { ACCOUNTS, setupTestApp } from '../test/test-app';

const t = setupTestApp();
jest.setTimeout(240_000);

const FY = 2024;
type Json = Record<string, unknown>;
/** An event a write must leave: its action, entity and key, and fields its changes must name. */
type Expected = { action: string; entity: string; key: string; fields?: string[] };
type Step = { key: string; run: () => Promise<LightMyRequestResponse>; expect: () => Expected[] };

const get = async (path: string, as: string, query: Json = {}) =>
  (await t().call('GET', path, { as, query: { survey_fy: FY, ...query } })).json<Json>();
const withoutNulls = (record: Json): Json =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, as: string, body?: Json) =>
  t().call(method, path, { as, ...(body ? { body } : {}) });
const bare = ({ id: _id, version: _version, ...fields }: Json): Json => fields;

async function firstDetail(path: string, listKey: string, pick: (row: Json) => boolean = () => true) {
  const list = await get(path, ACCOUNTS.org, { per_page: 100 });
  const row = (list[listKey] as Json[]).find(pick)!;
  return withoutNulls(await get(`${path}/${String(row.id)}`, ACCOUNTS.org));
}

/** The export of a list with one cell of its first row changed: an upload of it changes exactly that row. */
async function editedExport(path: string, as: string, header: string, query: Json = {}) {
  const raw = (await t().call('GET', path, { as, query: { survey_fy: FY, ...query } })).body;
  const rows = parse(raw.replace(/^\uFEFF/, '')) as string[][];
  const column = rows[0]!.indexOf(header);
  const cell = rows[1]![column]!;
  rows[1]![column] = /^\d+(\.\d+)?$/.test(cell) ? String(Number(cell) + 1) : `${cell}改`;
  const at = (name: string) => rows[1]![rows[0]!.indexOf(name)];
  return { file: Buffer.from(`\uFEFF${stringify(rows, { record_delimiter: '\r\n' })}`), row: rows[1]!, at };
}

/** Every write of the access table, in an order where each finds the state it needs. */
async function steps(): Promise<Step[]> {
  const state: Record<string, Json> = {};
  const office = await firstDetail('/organizations/office', 'offices');
  const corporation = await firstDetail('/organizations/corporation', 'corporations');
  const unit = await firstDetail('/organizations/internal', 'organizations', (row) => !row.section_code);
  const years = (await get('/survey_years', ACCOUNTS.viewer)).survey_years as { survey_fy: number }[];
  const last = Math.max(...years.map((year) => year.survey_fy));
  const fyKey = (...parts: unknown[]) =>
    [FY, ...parts].filter((part) => part !== '' && part != null).join('/');
  const offices = await editedExport('/organizations/info/export', ACCOUNTS.org, '事業所名', {
    kind: 'office',
  });
  const suppliers = await editedExport('/suppliers/export/', ACCOUNTS.org, '取引先名');
  const cars = await editedExport('/cars/export', ACCOUNTS.vehicle, '燃料使用量');
  const results = await editedExport('/survey_result/export', ACCOUNTS.business, '活動量');
  const remember = (name: string) => async (answer: Promise<LightMyRequestResponse>) => {
    const response = await answer;
    state[name] = response.json<Json>();
    return response;
  };
  const recordSteps = (
    kind: string,
    path: string,
    entity: string,
    record: Json,
    code: Json,
    keyOf: (r: Json) => string,
    edit: string,
  ) => [
    {
      key: `POST ${path}`,
      run: () => remember(kind)(send('POST', path, ACCOUNTS.org, { ...bare(record), ...code })),
      expect: () => [{ action: 'create', entity, key: keyOf(state[kind]!), fields: Object.keys(code) }],
    },
    {
      key: `PUT ${path}`,
      run: () =>
        remember(kind)(
          send('PUT', path, ACCOUNTS.org, { ...withoutNulls(state[kind]!), [edit]: '監査の変更' }),
        ),
      expect: () => [{ action: 'update', entity, key: keyOf(state[kind]!), fields: [edit] }],
    },
    {
      key: `DELETE ${path}`,
      run: () => send('DELETE', path, ACCOUNTS.org, { id: state[kind]!.id, version: state[kind]!.version }),
      expect: () => [{ action: 'delete', entity, key: keyOf(state[kind]!) }],
    },
  ];
  const upload = (
    key: string,
    path: string,
    as: string,
    entity: string,
    edited: typeof offices,
    rowKey: string,
    field: string,
  ): Step => ({
    key,
    run: () => t().upload(path, 'audit.csv', edited.file, as),
    expect: () => [
      { action: 'upload', entity, key: 'audit.csv', fields: ['file_name', 'changed'] },
      { action: 'update', entity, key: rowKey, fields: [field] },
    ],
  });
  const user = (name: string) => state[name] as { user_id: string; apply_index: number; version: number };
  const application = (name: string) => `${user(name).user_id}/${user(name).apply_index}`;
  const newUser = (mail: string) => ({
    surname: '監査',
    given_name: '花子',
    surname_kana: 'カンサ',
    given_name_kana: 'ハナコ',
    mail,
    org_group_code: office.org_group_code ?? 'G01',
    authority_group_id: 'VIEWER',
    comment: '監査テスト',
  });
  const ref = (name: string) => ({
    user_id: user(name).user_id,
    apply_index: user(name).apply_index,
    version: user(name).version,
  });
  const userVersion = async (name: string) =>
    (await get(`/users/${user(name).user_id}`, ACCOUNTS.editor)).version;
  const workflow = (
    key: string,
    as: string,
    name: string,
    body: () => Json | Promise<Json>,
    action: string,
    userChanges: boolean,
  ): Step => ({
    key,
    run: async () => remember(name)(send('POST', key.slice(5), as, await body())),
    expect: () => [
      { action, entity: 'user_application', key: application(name) },
      ...(userChanges
        ? [{ action: key.endsWith('regist') ? 'create' : 'update', entity: 'user', key: user(name).user_id }]
        : []),
    ],
  });
  const next = last + 1;
  return [
    ...recordSteps(
      'office',
      '/organizations/office',
      'office',
      office,
      { office_code: 'AU-0001' },
      (r) => fyKey(r.office_code),
      'notes',
    ),
    ...recordSteps(
      'corp',
      '/organizations/corporation',
      'corporation',
      corporation,
      { company_code: '99999997' },
      (r) => fyKey(r.company_code),
      'notes',
    ),
    ...recordSteps(
      'unit',
      '/organizations/internal',
      'internal_unit',
      unit,
      { department_code: 'ZZ998', department_name: '監査部' },
      (r) => fyKey(r.department_code, r.section_code),
      'department_name',
    ),
    upload(
      'POST /organizations/upload/csv',
      '/organizations/upload/csv?kind=office',
      ACCOUNTS.org,
      'office',
      offices,
      fyKey(offices.row[1]),
      'office_name',
    ),
    upload(
      'POST /suppliers/upload',
      '/suppliers/upload',
      ACCOUNTS.org,
      'supplier',
      suppliers,
      fyKey(suppliers.row[1], suppliers.row[2]),
      'supplier_name',
    ),
    upload(
      'POST /cars/upload',
      '/cars/upload',
      ACCOUNTS.vehicle,
      'vehicle',
      cars,
      fyKey(cars.at('登録番号')),
      'fuel_used',
    ),
    upload(
      'POST /survey_result/upload',
      '/survey_result/upload',
      ACCOUNTS.business,
      'survey_result',
      results,
      fyKey(kindOf(results.at('区分')!), results.at('コード'), results.at('排出区分')),
      'activity_amount',
    ),
    {
      key: 'POST /authority/groups',
      run: () =>
        send('POST', '/authority/groups', ACCOUNTS.admin, {
          authority_group_id: 'AUDIT_G',
          authority_group_name: '監査',
          data_viewing_class: 1,
          roles: ['MST_USER_VIEWER'],
        }),
      expect: () => [
        { action: 'create', entity: 'authority_group', key: 'AUDIT_G', fields: ['authority_group_name'] },
      ],
    },
    {
      key: 'PUT /authority/groups',
      run: () =>
        send('PUT', '/authority/groups', ACCOUNTS.admin, {
          authority_group_id: 'AUDIT_G',
          authority_group_name: '監査改',
          data_viewing_class: 1,
          roles: ['MST_USER_VIEWER'],
          version: 1,
        }),
      expect: () => [
        { action: 'update', entity: 'authority_group', key: 'AUDIT_G', fields: ['authority_group_name'] },
      ],
    },
    {
      key: 'DELETE /authority/groups',
      run: () =>
        send('DELETE', '/authority/groups', ACCOUNTS.admin, { authority_group_id: 'AUDIT_G', version: 2 }),
      expect: () => [{ action: 'delete', entity: 'authority_group', key: 'AUDIT_G' }],
    },
    workflow('POST /users/regist', ACCOUNTS.editor, 'a', () => newUser('audit-a@example.com'), 'apply', true),
    workflow(
      'POST /users/accept',
      ACCOUNTS.approver,
      'a',
      () => ({ ...ref('a'), comment: '承認' }),
      'approve',
      true,
    ),
    workflow(
      'POST /users/update',
      ACCOUNTS.editor,
      'b',
      async () => ({
        ...newUser('audit-a@example.com'),
        user_id: user('a').user_id,
        version: await userVersion('a'),
      }),
      'apply',
      false,
    ),
    workflow(
      'POST /users/reject',
      ACCOUNTS.approver,
      'b',
      () => ({ ...ref('b'), comment: '不可' }),
      'reject',
      false,
    ),
    workflow(
      'POST /users/remove',
      ACCOUNTS.editor,
      'd',
      async () => ({ user_id: user('a').user_id, version: await userVersion('a') }),
      'apply',
      false,
    ),
    // A registration sent back: the user's status follows each step.
    workflow('POST /users/regist', ACCOUNTS.editor, 'c', () => newUser('audit-c@example.com'), 'apply', true),
    workflow(
      'POST /users/remand',
      ACCOUNTS.approver,
      'c',
      () => ({ ...ref('c'), comment: '確認' }),
      'remand',
      true,
    ),
    workflow(
      'POST /users/retry',
      ACCOUNTS.editor,
      'c',
      () => ({ ...newUser('audit-c@example.com'), given_name_kana: 'ハナ', ...ref('c'), comment: '再申請' }),
      'apply',
      true,
    ),
    workflow('POST /users/delete', ACCOUNTS.editor, 'c', () => ref('c'), 'withdraw', true),
    {
      key: 'POST /survey_years/:fy/rollover',
      run: () => send('POST', `/survey_years/${last}/rollover`, ACCOUNTS.admin),
      expect: () => [{ action: 'rollover', entity: 'survey_year', key: String(next) }],
    },
    ...(['open', 'close', 'reopen'] as const).map((move) => ({
      key: `POST /survey_years/:fy/${move}`,
      run: () =>
        send(
          'POST',
          `/survey_years/${next}/${move}`,
          ACCOUNTS.admin,
          move === 'reopen' ? { reason: '監査' } : undefined,
        ),
      expect: () => [{ action: `year_${move}`, entity: 'survey_year', key: String(next) }],
    })),
    {
      key: 'POST /auth/sign_out',
      run: () => send('POST', '/auth/sign_out', ACCOUNTS.viewer),
      expect: () => [],
    },
    {
      key: 'POST /organizations/survey_target/export_jobs',
      run: () =>
        send('POST', '/organizations/survey_target/export_jobs', ACCOUNTS.business, { survey_fy: FY }),
      expect: () => [],
    },
  ];
}

/** The export writes a kind's label; the key holds its code. */
const kindOf = (label: string) =>
  Object.entries(SURVEY_TARGET_KIND_LABELS).find(([, name]) => name === label)?.[0] ?? label;

const eventsOf = async (requestId: string): Promise<AuditEvent[]> => {
  const answer = await t().call('GET', '/audit_events', { as: ACCOUNTS.admin, query: { per_page: 100 } });
  return auditEventsResponseSchema
    .parse(answer.json())
    .events.filter((event) => event.request_id === requestId);
};

it('every write of the access table leaves its events (entity, key, changed fields) under its request, or none when it changes no data', async () => {
  const all = await steps();
  const writes = Object.keys(API_ACCESS).filter((key) => !key.startsWith('GET '));
  expect(writes.filter((key) => !all.some((step) => step.key === key))).toEqual([]);
  for (const step of all) {
    const answer = await step.run();
    if (answer.statusCode >= 300)
      throw new Error(`${step.key} answered ${answer.statusCode}: ${answer.body}`);
    const events = await eventsOf(String(answer.headers['x-request-id']));
    const wanted = step.expect();
    expect([step.key, events.length]).toEqual([step.key, wanted.length]);
    for (const want of wanted) {
      const event = events.find(
        (e) => e.action === want.action && e.entity === want.entity && e.entity_key === want.key,
      );
      expect([step.key, want, event?.changes.map((change) => change.field)]).toEqual([
        step.key,
        want,
        want.fields ? expect.arrayContaining(want.fields) : expect.anything(),
      ]);
    }
  }
});

import { API_ACCESS } from '@sdp/shared/routes';
import { snapshot } from '../../security/fuzz-support';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const t = setupTestApp();
jest.setTimeout(180_000);

// A seed year every kind has data in (survey results and clients start in 2024).
const FY = 2024;
const MESSAGE = `${FY}年度は締め済みのため変更できません。`;

type Json = Record<string, unknown>;
type Write = { method: 'POST' | 'PUT' | 'DELETE'; path: string; as: string; body?: Json; file?: Buffer };

/** Writes that do not touch a survey year's data: the closed-year rule does not apply to them. */
const NOT_YEAR_DATA = [
  'POST /auth/sign_out',
  'POST /authority/groups',
  'PUT /authority/groups',
  'DELETE /authority/groups',
  /^POST \/users\//,
  'POST /organizations/survey_target/export_jobs',
  /^POST \/survey_years\/:fy\//,
];

const get = async (path: string, as: string, query: Json = {}) =>
  (await t().call('GET', path, { as, query: { survey_fy: FY, ...query } })).json<Json>();

/** A record as a request body: the forms leave empty optional fields out rather than sending null. */
const withoutNulls = (record: Json): Json =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));

async function firstDetail(path: string, listKey: string, pick: (row: Json) => boolean = () => true) {
  const list = await get(path, ACCOUNTS.org, { per_page: 100 });
  const row = (list[listKey] as Json[]).find(pick)!;
  return withoutNulls(await get(`${path}/${String(row.id)}`, ACCOUNTS.org));
}

const exported = async (path: string, as: string, query: Json = {}) =>
  (await t().call('GET', path, { as, query: { survey_fy: FY, ...query } })).rawPayload;

/** One request per endpoint that writes year data, built from the year's own records while it is open. */
async function yearWrites(): Promise<Record<string, Write>> {
  const office = await firstDetail('/organizations/office', 'offices');
  const corporation = await firstDetail('/organizations/corporation', 'corporations');
  const unit = await firstDetail('/organizations/internal', 'organizations', (row) => !row.section_code);
  const edit = (detail: Json) => ({ ...detail, notes: '締め後の編集' });
  const remove = (detail: Json) => ({ id: detail.id, version: detail.version });
  const copy = (detail: Json, changes: Json) => {
    const { id: _id, version: _version, ...fields } = detail;
    return { ...fields, ...changes };
  };
  return {
    'POST /organizations/office': {
      method: 'POST',
      path: '/organizations/office',
      as: ACCOUNTS.org,
      body: copy(office, { office_code: 'CL-0001' }),
    },
    'PUT /organizations/office': {
      method: 'PUT',
      path: '/organizations/office',
      as: ACCOUNTS.org,
      body: edit(office),
    },
    'DELETE /organizations/office': {
      method: 'DELETE',
      path: '/organizations/office',
      as: ACCOUNTS.org,
      body: remove(office),
    },
    'POST /organizations/corporation': {
      method: 'POST',
      path: '/organizations/corporation',
      as: ACCOUNTS.org,
      body: copy(corporation, { company_code: '99999998' }),
    },
    'PUT /organizations/corporation': {
      method: 'PUT',
      path: '/organizations/corporation',
      as: ACCOUNTS.org,
      body: edit(corporation),
    },
    'DELETE /organizations/corporation': {
      method: 'DELETE',
      path: '/organizations/corporation',
      as: ACCOUNTS.org,
      body: remove(corporation),
    },
    'POST /organizations/internal': {
      method: 'POST',
      path: '/organizations/internal',
      as: ACCOUNTS.org,
      body: copy(unit, { department_code: 'ZZ999', department_name: '締め後の部' }),
    },
    'PUT /organizations/internal': {
      method: 'PUT',
      path: '/organizations/internal',
      as: ACCOUNTS.org,
      body: { ...unit, department_name: `${String(unit.department_name)}改` },
    },
    'DELETE /organizations/internal': {
      method: 'DELETE',
      path: '/organizations/internal',
      as: ACCOUNTS.org,
      body: remove(unit),
    },
    'POST /organizations/upload/csv': {
      method: 'POST',
      path: '/organizations/upload/csv?kind=office',
      as: ACCOUNTS.org,
      file: await exported('/organizations/info/export', ACCOUNTS.org, { kind: 'office' }),
    },
    'POST /suppliers/upload': {
      method: 'POST',
      path: '/suppliers/upload',
      as: ACCOUNTS.org,
      file: await exported('/suppliers/export/', ACCOUNTS.org),
    },
    'POST /cars/upload': {
      method: 'POST',
      path: '/cars/upload',
      as: ACCOUNTS.vehicle,
      file: await exported('/cars/export', ACCOUNTS.vehicle),
    },
    'POST /survey_result/upload': {
      method: 'POST',
      path: '/survey_result/upload',
      as: ACCOUNTS.business,
      file: await exported('/survey_result/export', ACCOUNTS.business),
    },
  };
}

const send = (write: Write, dryRun = false) =>
  write.file
    ? t().upload(
        `${write.path}${write.path.includes('?') ? '&' : '?'}dry_run=${dryRun}`,
        'y.csv',
        write.file,
        write.as,
      )
    : t().call(write.method, write.path, { as: write.as, body: write.body });

const move = (name: string, body?: Json) =>
  t().call('POST', `/survey_years/${FY}/${name}`, { as: ACCOUNTS.admin, ...(body ? { body } : {}) });

describe('a closed survey year', () => {
  it('refuses every write to its data with W-006 naming the year, changes nothing, and takes them again once reopened', async () => {
    const writes = await yearWrites();
    // Every write endpoint of the access table is either listed here or known not to touch year data.
    const declared = Object.keys(API_ACCESS).filter((key) => !key.startsWith('GET '));
    const unclassified = declared.filter(
      (key) =>
        !(key in writes) &&
        !NOT_YEAR_DATA.some((rule) => (typeof rule === 'string' ? rule === key : rule.test(key))),
    );
    expect(unclassified).toEqual([]);

    expect((await move('close')).statusCode).toBe(200);
    const before = await snapshot(t().db);
    for (const [key, write] of Object.entries(writes)) {
      const answers = write.file ? [await send(write, true), await send(write)] : [await send(write)];
      for (const answer of answers)
        expect([key, answer.statusCode, answer.json()]).toEqual([
          key,
          400,
          expect.objectContaining({
            code: 'W-006',
            message: MESSAGE,
            error_item: { reason: { survey_fy: 'YEAR_CLOSED' } },
          }),
        ]);
    }
    expect(await snapshot(t().db)).toEqual(before);

    const reopened = await move('reopen', { reason: '集計誤りの修正のため' });
    expect(reopened.json()).toMatchObject({
      survey_year: { survey_fy: FY, status: 1, reopen_reason: '集計誤りの修正のため' },
    });
    const edit = writes['PUT /organizations/office']!;
    expect((await send(edit)).statusCode).toBe(200);
    const upload = writes['POST /cars/upload']!;
    expect((await send(upload, true)).statusCode).toBe(200);
  });

  it('moves only as DESIGN §7 says: close twice, reopen an open year or without a reason are refused', async () => {
    expect((await move('close')).json()).toMatchObject({
      survey_year: { status: 2, status_name: '締め済み' },
    });
    expect((await move('close')).json()).toMatchObject({
      code: 'W-002',
      error_item: { reason: { status: 'INVALID_STATUS' } },
    });
    expect((await move('open')).statusCode).toBe(400);
    expect((await move('reopen', { reason: '' })).json()).toMatchObject({
      error_item: { reason: { reason: 'REQUIRED' } },
    });
    expect((await move('reopen', { reason: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await move('reopen', { reason: '再集計\n（監査指摘）' })).statusCode).toBe(200);
    expect((await move('reopen', { reason: '二度目' })).statusCode).toBe(400);
    expect((await t().call('POST', '/survey_years/1999/close', { as: ACCOUNTS.admin })).statusCode).toBe(404);
    // Only a holder of 年度管理 moves a year.
    expect((await t().call('POST', `/survey_years/${FY}/close`, { as: ACCOUNTS.org })).statusCode).toBe(403);
  });

  it('opens a year being prepared, and records who moved it and when', async () => {
    const next = (await get('/survey_years', ACCOUNTS.viewer)).survey_years as { survey_fy: number }[];
    const fy = next.at(-1)!.survey_fy + 1;
    await t().db.insertInto('survey_years').values({ survey_fy: fy, status: 0 }).execute();
    const opened = await t().call('POST', `/survey_years/${fy}/open`, { as: ACCOUNTS.admin });
    expect(opened.json()).toMatchObject({
      survey_year: { survey_fy: fy, status: 1, opened_user_id: expect.any(String) },
    });
    expect(
      Date.parse(opened.json<{ survey_year: { opened_date: string } }>().survey_year.opened_date),
    ).toBeGreaterThan(Date.now() - 60_000);
    await t().db.deleteFrom('survey_years').where('survey_fy', '=', fy).execute();
  });
});

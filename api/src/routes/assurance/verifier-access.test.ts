import { MESSAGES } from '@sdp/shared/contracts';
import { OPERATIONS, VERIFIER_OPERATIONS, type OperationId } from '@sdp/shared/routes';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const t = setupTestApp();
jest.setTimeout(180_000);

const GRANTED: ReadonlySet<string> = new Set(VERIFIER_OPERATIONS);
/** What the granted exports need to answer (a year, a kind). */
const QUERIES: Partial<Record<OperationId, Record<string, string>>> = {
  exportOrganizations: { survey_fy: '2025', kind: 'all' },
  exportSurveyTargets: { survey_fy: '2025' },
  exportSurveyResults: { survey_fy: '2025' },
  exportVehicles: { survey_fy: '2025' },
};
/** Path parameters of the granted reads that need a real one: a closed (sealed) year, a kept upload. */
const PARAMS: Partial<Record<OperationId, Record<string, string>>> = {
  getSurveyYearSeal: { fy: '2024' },
  listSurveyYearRestatements: { fy: '2024' },
  getAssurancePack: { fy: '2024' },
  downloadUpload: {},
};
const urlOf = (id: OperationId, path: string) =>
  path.replace(/:([a-z_]+)/g, (_, name: string) => PARAMS[id]?.[name] ?? 'X');

beforeAll(async () => {
  expect((await t().call('POST', '/survey_years/2024/close', { as: ACCOUNTS.admin })).statusCode).toBe(200);
  const office = await t()
    .app.db.selectFrom('offices')
    .select('office_code')
    .where('survey_fy', '=', 2025)
    .executeTakeFirstOrThrow();
  const file = Buffer.from(
    `\uFEFF調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離\r\n2025,${office.office_code},VERIFY-1,営業車,ガソリン,800,9000\r\n`,
  );
  const uploaded = await t().upload('/cars/upload', 'verify.csv', file, ACCOUNTS.admin, {
    comment: '確認',
  });
  expect(`${uploaded.statusCode} ${uploaded.body}`).toMatch(/^200 /);
  const kept = await t().app.db.selectFrom('uploads').select('upload_id').executeTakeFirstOrThrow();
  PARAMS.downloadUpload = { upload_id: kept.upload_id };
});

const callAsVerifier = (id: OperationId) => {
  const { method, path } = OPERATIONS[id];
  return t().call(method, urlOf(id, path), {
    as: ACCOUNTS.verifier,
    query: QUERIES[id],
    ...(method === 'GET' ? {} : { body: {} }),
  });
};

describe('the verifier (MST_ASSURANCE_VIEWER) over the whole operation table', () => {
  const ids = Object.keys(OPERATIONS) as OperationId[];

  it.each(ids.filter((id) => !GRANTED.has(id)))('is refused %s with 403', async (id) => {
    const response = await callAsVerifier(id);
    expect({ status: response.statusCode, message: response.json<{ message?: string }>().message }).toEqual({
      status: 403,
      message: MESSAGES.accessDenied,
    });
  });

  it.each(ids.filter((id) => GRANTED.has(id) && id !== 'signOut'))('may call %s', async (id) => {
    const response = await callAsVerifier(id);
    expect(response.statusCode).toBeLessThan(400);
  });

  it('grants reads only (sign-out aside)', () => {
    const writes = VERIFIER_OPERATIONS.filter((id) => OPERATIONS[id].method !== 'GET');
    expect(writes).toEqual(['signOut']);
  });

  it('downloads every export of a year as a CSV file', async () => {
    for (const id of [
      'exportOrganizations',
      'exportSurveyTargets',
      'exportSurveyResults',
      'exportVehicles',
    ] as const) {
      const response = await callAsVerifier(id);
      expect({ id, type: response.headers['content-type'] }).toEqual({
        id,
        type: expect.stringMatching(/csv/),
      });
    }
  });
});

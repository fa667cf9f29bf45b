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
const urlOf = (path: string) => path.replace(/:([a-z_]+)/g, 'X');

const callAsVerifier = (id: OperationId) => {
  const { method, path } = OPERATIONS[id];
  return t().call(method, urlOf(path), {
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

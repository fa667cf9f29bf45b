import { canCallApi } from '@sdp/shared/routes';
import { MESSAGES } from '@sdp/shared/contracts';
import { CORE_ACCOUNTS, coreRolesOf } from '@sdp/shared/fixtures';
import { setupTestApp } from '../test/test-app';

/**
 * Sample path parameters and queries so a request reaches the guard's decision with a realistic URL.
 * Domains add entries here for their endpoints when the defaults (param 'X', empty body) are not enough.
 */
const PARAMS: Record<string, string> = { kind: 'corporation', authority_group_id: 'VIEWER' };
const QUERIES: Record<string, Record<string, string>> = {
  'GET /organizations/internal/groups': { survey_fy: '2024' },
  'GET /organizations/internal/groups/headquarters': { survey_fy: '2024' },
};

const rolesOf = (email: string): string[] => coreRolesOf(email);

/**
 * Endpoints whose handler narrows the table's decision by the request (the audit trail: 変更履歴閲覧 reads all, an
 * editor one record's events, auditReadableBy): the table's refusals must hold, its admissions may be refused again
 * (the handler's rule has its own test, audit/audit-trail.test.ts).
 */
const NARROWED_BY_HANDLER = new Set(['GET /audit_events', 'GET /audit_events/export']);

const app = setupTestApp();

const urlOf = (path: string) => path.replace(/:([a-z_]+)/g, (_, name: string) => PARAMS[name] ?? 'X');

describe('every endpoint × every seeded account', () => {
  it('has guarded routes', () => {
    expect(app().app.apiRoutes.length).toBeGreaterThan(10);
  });

  it('lets exactly the accounts whose roles the shared table allows through, and answers 403 to the others', async () => {
    const failures: string[] = [];
    for (const route of app().app.apiRoutes) {
      for (const { email } of CORE_ACCOUNTS) {
        const allowed = canCallApi(route.method, route.path, rolesOf(email));
        const response = await app().call(route.method as 'GET', urlOf(route.path), {
          as: email,
          query: QUERIES[`${route.method} ${route.path}`],
          ...(route.method === 'GET' ? {} : { body: {} }),
        });
        const denied = response.statusCode === 403 && response.json().message === MESSAGES.accessDenied;
        if (
          allowed &&
          response.statusCode === 403 &&
          !NARROWED_BY_HANDLER.has(`${route.method} ${route.path}`)
        )
          failures.push(`${route.method} ${route.path} ${email}: 403 but allowed`);
        if (!allowed && !denied)
          failures.push(`${route.method} ${route.path} ${email}: ${response.statusCode} but denied`);
        if (response.statusCode >= 500)
          failures.push(`${route.method} ${route.path} ${email}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers 401 to every endpoint without a token', async () => {
    for (const route of app().app.apiRoutes) {
      const response = await app().call(route.method as 'GET', urlOf(route.path));
      expect({ route: `${route.method} ${route.path}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
  });

  it('follows the page rules for authority groups: only MST_AUTHORITY manages them', async () => {
    const create = async (email: string) =>
      (await app().call('POST', '/authority/groups', { as: email, body: {} })).statusCode;
    expect(await create('admin@example.com')).toBe(400);
    for (const email of [
      'business@example.com',
      'editor@example.com',
      'approver@example.com',
      'norole@example.com',
    ]) {
      expect(await create(email)).toBe(403);
    }
  });

  it('gives NO_ROLE only its own session endpoints', async () => {
    const mine = await app().call('GET', '/authority/all', { as: 'norole@example.com' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().function_id_list).toEqual([]);
    const years = await app().call('GET', '/survey_fy', { as: 'norole@example.com' });
    expect(years.statusCode).toBe(403);
  });
});

import { ROLES } from '@sdp/shared';
import { authorityAllResponseSchema, errorBodySchema, MESSAGES } from '@sdp/shared/contracts';
import { CORE_ACCOUNTS, coreRolesOf } from '@sdp/shared/fixtures';
import { resetMockStore, server } from '../node';
import { call, json, signIn, TEST_ORIGIN } from '../testing/mock-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockStore());
afterAll(() => server.close());

const rolesOf = async (email: string): Promise<string[]> => {
  const token = await signIn(email);
  const response = await call('GET', '/authority/all', { token });
  expect(response.status).toBe(200);
  return authorityAllResponseSchema.parse(await response.json()).function_id_list;
};

describe('sign-in through the mock identity provider', () => {
  it('lists the eight seeded accounts', async () => {
    const response = await fetch(`${TEST_ORIGIN}/dev-idp/accounts`);
    const { accounts } = await json<{ accounts: { email: string }[] }>(response);
    expect(accounts.map((account) => account.email)).toEqual([
      'admin@example.com',
      'business@example.com',
      'org@example.com',
      'editor@example.com',
      'approver@example.com',
      'vehicle@example.com',
      'viewer@example.com',
      'norole@example.com',
    ]);
  });

  it.each(CORE_ACCOUNTS.map(({ email }) => [email, coreRolesOf(email)] as const))(
    '%s gets the roles of its authority group',
    async (email, roles) => {
      expect((await rolesOf(email)).sort()).toEqual([...roles].sort());
    },
  );

  it('the administrator holds every role and the account without a role none', async () => {
    expect((await rolesOf('admin@example.com')).sort()).toEqual([...ROLES].sort());
    expect(await rolesOf('norole@example.com')).toEqual([]);
  });

  it('refuses a token for an unregistered e-mail', async () => {
    const response = await fetch(`${TEST_ORIGIN}/dev-idp/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'stranger@example.com' }),
    });
    expect(response.status).toBe(403);
    expect(errorBodySchema.parse(await response.json()).message).toBe(MESSAGES.contactAdmin);
  });

  it('answers 401 without a token, and after sign-out', async () => {
    expect((await call('GET', '/authority/all')).status).toBe(401);
    const token = await signIn('viewer@example.com');
    expect((await call('POST', '/auth/sign_out', { token, csrf: true })).status).toBe(204);
    const after = await call('GET', '/authority/all', { token });
    expect(after.status).toBe(401);
    expect(errorBodySchema.parse(await after.json()).code).toBe('E-401');
  });
});

describe('CSRF', () => {
  it('refuses a write without the token, with a token of another session, and accepts its own', async () => {
    const token = await signIn('viewer@example.com');
    const other = await signIn('admin@example.com');
    const otherCsrf = (await json<{ token: string }>(await call('GET', '/csrf_token', { token: other })))
      .token;

    const missing = await call('POST', '/auth/sign_out', { token });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: 'E-403-1', message: MESSAGES.csrf });
    expect((await call('POST', '/auth/sign_out', { token, csrf: otherCsrf })).status).toBe(403);
    expect((await call('POST', '/auth/sign_out', { token, csrf: true })).status).toBe(204);
  });
});

describe('lookups', () => {
  it('offers survey years 2021 to 2025, also per kind', async () => {
    const token = await signIn('org@example.com');
    for (const path of ['/survey_fy', '/survey_fy/corporation', '/survey_fy/ghg_internal_organization']) {
      expect(await json(await call('GET', path, { token }))).toEqual({
        survey_fy_list: [2021, 2022, 2023, 2024, 2025],
      });
    }
    expect((await call('GET', '/survey_fy/unknown', { token })).status).toBe(404);
  });

  it('follows the shared API access table: no lookups for a user without maintenance or vehicle roles', async () => {
    const token = await signIn('norole@example.com');
    const response = await call('GET', '/survey_fy', { token });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'E-403', message: MESSAGES.accessDenied });
    expect((await call('GET', '/survey_fy', { token: await signIn('vehicle@example.com') })).status).toBe(
      200,
    );
  });

  it('narrows headquarters to a group and checks the survey year', async () => {
    const token = await signIn('org@example.com');
    const { headquarters } = await json<{ headquarters: { group_code: string }[] }>(
      await call('GET', '/organizations/internal/groups/headquarters?survey_fy=2024&group_code=001', {
        token,
      }),
    );
    expect(headquarters.length).toBeGreaterThan(0);
    expect(headquarters.every((hq) => hq.group_code === '001')).toBe(true);
    const bad = await call('GET', '/organizations/internal/groups?survey_fy=1999', { token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'W-001-3',
      error_item: { reason: { survey_fy: 'INVALID_VALUE' } },
    });
  });

  it('lists countries with three-letter codes', async () => {
    const token = await signIn('editor@example.com');
    const { countries } = await json<{ countries: { country_code: string }[] }>(
      await call('GET', '/organizations/country_list', { token }),
    );
    expect(countries.map((country) => country.country_code)).toContain('JPN');
    expect(countries.every((country) => /^[A-Z]{3}$/.test(country.country_code))).toBe(true);
  });
});

describe('account sources', () => {
  it('lets a domain refuse a seeded account (null) and add its own', async () => {
    const { registerAccountSource } = await import('../store/accounts');
    const unregister = registerAccountSource((email) => {
      if (email === 'viewer@example.com') return null;
      if (email === 'new.user@example.com') {
        return {
          email,
          user_id: 'U0000099',
          surname: '新規',
          given_name: '太郎',
          authority_group_id: 'VIEWER',
        };
      }
      return undefined;
    });
    const refused = await fetch(`${TEST_ORIGIN}/dev-idp/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'viewer@example.com' }),
    });
    expect(refused.status).toBe(403);
    expect(await rolesOf('new.user@example.com')).toEqual(['DASHBOARD_VIEWER']);
    unregister();
    expect(await rolesOf('viewer@example.com')).toEqual(['DASHBOARD_VIEWER']);
  });
});

import { ACCOUNTS, setupTestApp } from '../../../test/test-app';

const app = setupTestApp();

describe('look-ups', () => {
  it('lists the groups of a survey year', async () => {
    const response = await app().call('GET', '/organizations/internal/groups', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2024 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().groups[0]).toEqual({ group_code: '001', group_name: 'コーポレートグループ' });
  });

  it('lists headquarters of a group, and a group without any once with nulls', async () => {
    const one = await app().call('GET', '/organizations/internal/groups/headquarters', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2024, group_code: '001' },
    });
    expect(one.json().headquarters.map((h: { headquarter_code: string }) => h.headquarter_code)).toEqual([
      '0101',
      '0102',
    ]);
    const empty = await app().call('GET', '/organizations/internal/groups/headquarters', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2024, group_code: '004' },
    });
    expect(empty.json().headquarters).toEqual([
      { group_code: '004', group_name: '新規事業グループ', headquarter_code: null, headquarter_name: null },
    ]);
  });

  it('refuses a survey year outside 2021–2025 with a field reason', async () => {
    const response = await app().call('GET', '/organizations/internal/groups', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2030 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'W-001-3',
      error_item: { reason: { survey_fy: 'INVALID_VALUE' } },
    });
  });

  it('lists countries with three-letter codes', async () => {
    const response = await app().call('GET', '/organizations/country_list', { as: ACCOUNTS.admin });
    expect(response.json().countries[0]).toEqual({ country_code: 'JPN', country_name: '日本' });
  });

  it('offers survey years 2021 to 2025', async () => {
    const response = await app().call('GET', '/survey_fy/corporation', { as: ACCOUNTS.org });
    expect(response.json()).toEqual({ survey_fy_list: [2021, 2022, 2023, 2024, 2025] });
  });
});

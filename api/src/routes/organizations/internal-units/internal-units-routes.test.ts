import { ACCOUNTS, setupTestApp } from '../../../test/test-app';
import { firstDepartment } from '../common/test-support';

const t = setupTestApp();
jest.setTimeout(120_000);

describe('internal units', () => {
  it('lists a year with paging and answers 403 to a survey target editor', async () => {
    const list = await t().call('GET', '/organizations/internal', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025, per_page: 2 },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, per_page: 2 });
    expect((list.json() as { organizations: unknown[] }).organizations).toHaveLength(2);
    const denied = await t().call('GET', '/organizations/internal', {
      as: ACCOUNTS.business,
      query: { survey_fy: 2025 },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('registers, refuses a duplicate (W-003), edits with the version (stale: 409) and deletes', async () => {
    const dept = await firstDepartment(t());
    const units = await t().call('GET', '/organizations/internal', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025, keyword: dept.department_code },
    });
    const unit = (
      units.json() as {
        organizations: { group_code: string; group_name: string; headquarter_name: string }[];
      }
    ).organizations[0]!;
    const body = {
      survey_fy: 2025,
      group_code: unit.group_code,
      group_name: unit.group_name,
      headquarter_code: dept.headquarter_code,
      headquarter_name: unit.headquarter_name,
      department_code: 'ZZ901',
      department_name: 'テスト部',
    };
    const created = await t().call('POST', '/organizations/internal', { as: ACCOUNTS.org, body });
    expect(created.statusCode).toBe(201);
    const again = await t().call('POST', '/organizations/internal', { as: ACCOUNTS.org, body });
    expect(again.json()).toMatchObject({
      code: 'W-003',
      error_item: { reason: { department_code: 'DUPLICATE_ERROR' } },
    });
    const { id, version } = created.json() as { id: number; version: number };
    const edit = { ...body, id, version, department_name: 'テスト第二部' };
    expect(
      (await t().call('PUT', '/organizations/internal', { as: ACCOUNTS.org, body: edit })).statusCode,
    ).toBe(200);
    const stale = await t().call('PUT', '/organizations/internal', { as: ACCOUNTS.org, body: edit });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'E-409' });
    const removed = await t().call('DELETE', '/organizations/internal', {
      as: ACCOUNTS.org,
      body: { id, version: version + 1 },
    });
    expect(removed.statusCode).toBe(204);
  });

  it('refuses to delete a department that offices or companies use (W-004)', async () => {
    const dept = await firstDepartment(t());
    const list = await t().call('GET', '/organizations/internal', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025, keyword: dept.department_code },
    });
    const unit = (
      list.json() as { organizations: { id: number; version: number; section_code: string | null }[] }
    ).organizations.find((u) => u.section_code === null)!;
    const response = await t().call('DELETE', '/organizations/internal', {
      as: ACCOUNTS.org,
      body: { id: unit.id, version: unit.version },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'W-004',
      error_item: { reason: { department_code: 'IN_USE_ERROR' } },
    });
  });
});

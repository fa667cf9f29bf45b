import { ACCOUNTS, setupTestApp } from '../../../test/test-app';
import { firstDepartment } from '../common/test-support';

const t = setupTestApp();
jest.setTimeout(120_000);

describe('offices', () => {
  it('registers an office, answers its detail with the country and group, and refuses the code twice', async () => {
    const dept = await firstDepartment(t());
    const body = {
      survey_fy: 2025,
      office_class: 2,
      supervision_code: dept.headquarter_code,
      admin_code: dept.department_code,
      office_code: 'SYD-01',
      office_name: 'シドニー事務所',
      country_code: 'USA',
      survey_target_class: 1,
      is_survey_required: true,
      location_type: 2,
    };
    const created = await t().call('POST', '/organizations/office', { as: ACCOUNTS.org, body });
    expect(created.statusCode).toBe(201);
    const detail = await t().call('GET', `/organizations/office/${(created.json() as { id: number }).id}`, {
      as: ACCOUNTS.business,
    });
    expect(detail.json()).toMatchObject({
      internal_external_class: '海外',
      country_name: 'アメリカ合衆国',
      location_type: 2,
    });
    expect((detail.json() as { group_code: string }).group_code).toBeTruthy();
    const again = await t().call('POST', '/organizations/office', { as: ACCOUNTS.org, body });
    expect(again.json()).toMatchObject({
      code: 'W-003',
      error_item: { reason: { office_code: 'DUPLICATE_ERROR' } },
    });
    const byEditor = await t().call('POST', '/organizations/office', { as: ACCOUNTS.business, body });
    expect(byEditor.statusCode).toBe(403);
  });

  it('lets a user editor read the office list for the user form, but not export or change offices', async () => {
    const list = await t().call('GET', '/organizations/office', {
      as: ACCOUNTS.editor,
      query: { survey_fy: 2025, per_page: 100 },
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { offices: unknown[] }).offices.length).toBeGreaterThan(0);
    const exported = await t().call('GET', '/organizations/info/export', {
      as: ACCOUNTS.editor,
      query: { survey_fy: 2025, kind: 'office' },
    });
    expect(exported.statusCode).toBe(403);
    expect((await t().call('GET', '/organizations/office/1', { as: ACCOUNTS.editor })).statusCode).toBe(403);
    expect(
      (await t().call('GET', '/organizations/office', { as: ACCOUNTS.viewer, query: { survey_fy: 2025 } }))
        .statusCode,
    ).toBe(403);
  });

  it('narrows the office list to one group or one headquarters (the user form asks so)', async () => {
    type Offices = { offices: { office_code: string; supervision_code: string }[]; total_count?: number };
    const all = (
      await t().call('GET', '/organizations/office', {
        as: ACCOUNTS.editor,
        query: { survey_fy: 2025, per_page: 100 },
      })
    ).json() as Offices;
    const groups = (
      await t().call('GET', '/organizations/internal/groups', {
        as: ACCOUNTS.editor,
        query: { survey_fy: 2025 },
      })
    ).json() as { groups: { group_code: string }[] };
    const groupCode = groups.groups[0]!.group_code;
    const hqs = (
      await t().call('GET', '/organizations/internal/groups/headquarters', {
        as: ACCOUNTS.editor,
        query: { survey_fy: 2025, group_code: groupCode },
      })
    ).json() as { headquarters: { headquarter_code: string | null }[] };
    const hqCodes = new Set(hqs.headquarters.map((hq) => hq.headquarter_code));

    const ofGroup = (
      await t().call('GET', '/organizations/office', {
        as: ACCOUNTS.editor,
        query: { survey_fy: 2025, per_page: 100, group_code: groupCode },
      })
    ).json() as Offices;
    expect(ofGroup.offices.length).toBeGreaterThan(0);
    expect(ofGroup.offices.length).toBeLessThan(all.offices.length);
    expect(ofGroup.offices.every((office) => hqCodes.has(office.supervision_code))).toBe(true);

    const hqCode = ofGroup.offices[0]!.supervision_code;
    const ofHq = (
      await t().call('GET', '/organizations/office', {
        as: ACCOUNTS.editor,
        query: { survey_fy: 2025, per_page: 100, group_code: groupCode, supervision_code: hqCode },
      })
    ).json() as Offices;
    expect(ofHq.offices.length).toBeGreaterThan(0);
    expect(ofHq.offices.every((office) => office.supervision_code === hqCode)).toBe(true);
  });

  it('edits an office by its version, refuses a department outside the supervising headquarters, and deletes it', async () => {
    const list = await t().call('GET', '/organizations/office', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025, keyword: 'SYD-01' },
    });
    const { id } = (list.json() as { offices: { id: number }[] }).offices[0]!;
    const detail = (
      await t().call('GET', `/organizations/office/${id}`, { as: ACCOUNTS.org })
    ).json() as Record<string, unknown>;
    const body = {
      id,
      version: detail.version,
      survey_fy: 2025,
      office_class: detail.office_class,
      supervision_code: detail.supervision_code,
      admin_code: detail.admin_code,
      office_code: 'SYD-02',
      office_name: 'シドニー支店',
      country_code: detail.country_code,
      survey_target_class: 2,
      is_survey_required: true,
    };
    const edited = await t().call('PUT', '/organizations/office', { as: ACCOUNTS.org, body });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      office_code: 'SYD-02',
      office_name: 'シドニー支店',
      survey_target_class: 2,
      location_type: null,
      version: (detail.version as number) + 1,
    });
    const wrongHq = await t().call('PUT', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { ...body, version: (detail.version as number) + 1, supervision_code: 'ZZZZ' },
    });
    expect(wrongHq.json()).toMatchObject({
      code: 'W-001-3',
      error_item: { reason: { supervision_code: 'INVALID_VALUE' } },
    });
    const stale = await t().call('DELETE', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { id, version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    const deleted = await t().call('DELETE', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { id, version: (detail.version as number) + 1 },
    });
    expect(deleted.statusCode).toBe(204);
    const again = await t().call('DELETE', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { id, version: (detail.version as number) + 1 },
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['no filter', {}],
    ['a filter of its own and a keyword', { survey_target_class: 1, keyword: '0' }],
    ['a filter on a joined table', { group_code: 'first' }],
  ])('answers the same total on every page, also past the last one, with %s', async (_, filter) => {
    const query: Record<string, string | number> = { survey_fy: 2025, ...filter };
    if (query.group_code === 'first') {
      const groups = (
        await t().call('GET', '/organizations/internal/groups', {
          as: ACCOUNTS.editor,
          query: { survey_fy: 2025 },
        })
      ).json<{ groups: { group_code: string }[] }>();
      query.group_code = groups.groups[0]!.group_code;
    }
    const list = (page: number, perPage = 1) =>
      t()
        .call('GET', '/organizations/office', {
          as: ACCOUNTS.admin,
          query: { ...query, page, per_page: perPage },
        })
        .then((response) => response.json<{ total: number; offices: { office_code: string }[] }>());
    const all = await list(1, 100);
    expect(all.total).toBe(all.offices.length);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const second = await list(2);
    expect(second).toMatchObject({ total: all.total, offices: all.offices.slice(1, 2) });
    expect(await list(1000)).toMatchObject({ total: all.total, offices: [] });
  });
});

import { ACCOUNTS, setupTestApp } from '../../../test/test-app';

const t = setupTestApp();
jest.setTimeout(120_000);

describe('related companies', () => {
  it('lets a survey target editor list and edit companies but not delete them', async () => {
    const list = await t().call('GET', '/organizations/corporation', {
      as: ACCOUNTS.business,
      query: { survey_fy: 2025, per_page: 1 },
    });
    expect(list.statusCode).toBe(200);
    const corp = (list.json() as { corporations: { id: number; version: number }[] }).corporations[0]!;
    const detail = (
      await t().call('GET', `/organizations/corporation/${corp.id}`, { as: ACCOUNTS.business })
    ).json() as Record<string, unknown>;
    expect(detail.headquarter_code).toBeTruthy();
    const denied = await t().call('DELETE', '/organizations/corporation', {
      as: ACCOUNTS.business,
      body: { id: corp.id, version: corp.version },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('edits a company by its version; a stale version answers 409 and changes nothing; deleted, it answers 404', async () => {
    // A company without survey results: one with results is kept (W-004, see office-corporation-upload.test.ts).
    const unused = await t()
      .db.selectFrom('corporations as c')
      .select('c.corporation_id')
      .where('c.survey_fy', '=', 2025)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('survey_results as r')
              .select('r.survey_result_id')
              .whereRef('r.survey_fy', '=', 'c.survey_fy')
              .where('r.kind', '=', 'corp')
              .whereRef('r.code', '=', 'c.company_code'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const id = unused.corporation_id;
    const detail = (
      await t().call('GET', `/organizations/corporation/${id}`, { as: ACCOUNTS.org })
    ).json() as Record<string, unknown>;
    const fields = [
      'survey_fy',
      'company_code',
      'company_name',
      'company_formal_name',
      'region_code',
      'country_code',
      'internal_external_class_code',
      'consolidation_class_code',
      'department_code',
      'survey_target_class',
      'version',
    ];
    const body = {
      ...Object.fromEntries(fields.map((field) => [field, detail[field]])),
      id,
      company_name: '改名商事',
      is_survey_required: false,
      exclusion_reason: '清算中',
    };
    const edited = await t().call('PUT', '/organizations/corporation', { as: ACCOUNTS.org, body });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      company_name: '改名商事',
      is_survey_required: false,
      exclusion_reason: '清算中',
      company_name_eng: null,
      version: (detail.version as number) + 1,
    });
    const stale = await t().call('PUT', '/organizations/corporation', {
      as: ACCOUNTS.org,
      body: { ...body, company_name: '旧版商事' },
    });
    expect(stale.json()).toMatchObject({ code: 'E-409' });
    const staleDelete = await t().call('DELETE', '/organizations/corporation', {
      as: ACCOUNTS.org,
      body: { id, version: detail.version },
    });
    expect(staleDelete.statusCode).toBe(409);
    const deleted = await t().call('DELETE', '/organizations/corporation', {
      as: ACCOUNTS.org,
      body: { id, version: (detail.version as number) + 1 },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t().call('GET', `/organizations/corporation/${id}`, { as: ACCOUNTS.org })).statusCode).toBe(
      404,
    );
    const gone = await t().call('PUT', '/organizations/corporation', {
      as: ACCOUNTS.org,
      body: { ...body, version: (detail.version as number) + 1 },
    });
    expect(gone.json()).toMatchObject({ code: 'E-404' });
  });
});

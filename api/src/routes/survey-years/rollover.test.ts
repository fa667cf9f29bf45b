import { surveyYearRolloverResponseSchema, surveyYearsResponseSchema } from '@sdp/shared/contracts';
import { snapshot } from '../../security/fuzz-support';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const t = setupTestApp();
jest.setTimeout(180_000);

const latestYear = async () =>
  surveyYearsResponseSchema
    .parse((await t().call('GET', '/survey_years', { as: ACCOUNTS.viewer })).json())
    .survey_years.at(-1)!;

const rollover = (fy: number, dryRun: boolean, as: string = ACCOUNTS.admin) =>
  t().call('POST', `/survey_years/${fy}/rollover`, { as, query: { dry_run: String(dryRun) } });

const countIn = async (
  table: 'offices' | 'corporations' | 'internal_organizations' | 'suppliers',
  fy: number,
) =>
  Number(
    (
      await t()
        .db.selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('survey_fy', '=', fy)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('roll-over of a survey year', () => {
  it('previews the counts without writing, then prepares the next year as 準備中 with every kind copied', async () => {
    const source = (await latestYear()).survey_fy;
    const target = source + 1;
    const before = await snapshot(t().db);
    const preview = surveyYearRolloverResponseSchema.parse((await rollover(source, true)).json());
    expect(await snapshot(t().db)).toEqual(before);
    expect(preview).toMatchObject({ dry_run: true, source_fy: source, target_fy: target, conflicts: [] });
    expect(preview.counts).toEqual({
      internal_units: await countIn('internal_organizations', source),
      offices: await countIn('offices', source),
      corporations: await countIn('corporations', source),
      survey_targets: expect.any(Number),
      suppliers: await countIn('suppliers', source),
    });
    expect(preview.counts.offices).toBeGreaterThan(0);

    const done = surveyYearRolloverResponseSchema.parse((await rollover(source, false)).json());
    expect(done).toMatchObject({ dry_run: false, counts: preview.counts });
    expect(done.survey_year).toMatchObject({ survey_fy: target, status: 0, status_name: '準備中' });
    expect(await latestYear()).toMatchObject({ survey_fy: target, status: 0 });
    for (const table of ['offices', 'corporations', 'internal_organizations', 'suppliers'] as const)
      expect([table, await countIn(table, target)]).toEqual([table, await countIn(table, source)]);

    // The new year's survey targets start from the source year's classes: nothing shows as changed.
    // As 全社 (admin@): every target of the year, not one organisation's.
    const targets = await t().call('GET', '/organizations/survey_target', {
      as: ACCOUNTS.admin,
      query: { survey_fy: target, per_page: 100 },
    });
    const rows = targets.json<{ total: number; survey_targets: Record<string, unknown>[] }>();
    expect(rows.total).toBe(preview.counts.offices + preview.counts.corporations);
    for (const row of rows.survey_targets)
      expect(row.prev_survey_target_class).toBe(row.curr_survey_target_class);
    const changed = await t().call('GET', '/organizations/survey_target', {
      as: ACCOUNTS.admin,
      query: { survey_fy: target, changed_only: 'true' },
    });
    expect(changed.json()).toMatchObject({ total: 0 });

    // A year being prepared is edited like an open one.
    const office = (
      await t().call('GET', '/organizations/office', { as: ACCOUNTS.org, query: { survey_fy: target } })
    ).json<{ offices: { id: number }[] }>().offices[0]!;
    const detail = (await t().call('GET', `/organizations/office/${office.id}`, { as: ACCOUNTS.org })).json<
      Record<string, unknown>
    >();
    const body = Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== null));
    const edited = await t().call('PUT', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { ...body, notes: '翌年度の準備' },
    });
    expect(edited.statusCode).toBe(200);
  });

  it('refuses a second roll-over into an existing year (W-003), and says so in the preview', async () => {
    const latest = (await latestYear()).survey_fy;
    const previous = latest - 1;
    const preview = surveyYearRolloverResponseSchema.parse((await rollover(previous, true)).json());
    expect(preview.conflicts[0]).toEqual({ kind: 'survey_years', count: 1 });
    const before = await snapshot(t().db);
    expect((await rollover(previous, false)).json()).toMatchObject({
      code: 'W-003',
      error_item: { reason: { survey_fy: 'DUPLICATE_ERROR' } },
    });
    expect(await snapshot(t().db)).toEqual(before);
  });

  it('is for holders of 年度管理 only, and needs a year that exists', async () => {
    const latest = (await latestYear()).survey_fy;
    expect((await rollover(latest, true, ACCOUNTS.org)).statusCode).toBe(403);
    expect((await rollover(latest + 50, true)).statusCode).toBe(404);
  });
});

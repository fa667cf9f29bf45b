import { ACCOUNTS, setupTestApp } from '../../test/test-app';
import { bom, lines, sjis } from '../../test/csv-files';

const t = setupTestApp();
jest.setTimeout(120_000);

const HEADER = '調査年度,区分,コード,排出区分,活動量,単位,排出量';

const upload = (fileName: string, content: Buffer, as: string = ACCOUNTS.business) =>
  t().upload('/survey_result/upload', fileName, content, as);

async function targets() {
  const db = t().app.db;
  const office = await db
    .selectFrom('offices')
    .select(['office_code', 'office_name'])
    .where('survey_fy', '=', 2024)
    .executeTakeFirstOrThrow();
  const corp = await db
    .selectFrom('corporations')
    .select('company_code')
    .where('survey_fy', '=', 2024)
    .executeTakeFirstOrThrow();
  return { office, corp: corp.company_code };
}

const list = (as: string = ACCOUNTS.business) =>
  t().call('GET', '/survey_result', { as, query: { survey_fy: 2024 } });

describe('survey result upload', () => {
  it('imports Shift_JIS and UTF-8 BOM files, each replacing the year', async () => {
    const { office, corp } = await targets();
    const first = await upload(
      'r.csv',
      sjis(
        lines(
          HEADER,
          `2024,office,${office.office_code},電力,120000,kWh,52.8`,
          `2024,関係会社,${corp},都市ガス,1000,m3,2.2`,
        ),
      ),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ dry_run: false, imported_count: 2 });
    const listed = (await list()).json();
    expect(listed.total).toBe(2);
    expect(listed.total_emissions).toBe(55);
    expect(listed.survey_results[1]).toMatchObject({ kind: 'office', name: office.office_name, unit: 'kWh' });

    const again = await upload('r.csv', bom(lines(HEADER, `2024,corp,${corp},電力,10,kWh,0.1`)));
    expect(again.statusCode).toBe(200);
    expect((await list()).json().total).toBe(1);
  });

  it('rejects every bad row with its line and imports nothing', async () => {
    const { office } = await targets();
    const before = (await list()).json().total;
    const response = await upload(
      'r.csv',
      sjis(
        lines(
          HEADER,
          `2024,office,${office.office_code},電力,1,kWh,1`,
          `2024,office,NOPE,電力,1,kWh,1`,
          `2024,shop,${office.office_code},電力,x,kWh,1`,
          `2024,office,${office.office_code},電力,1,kWh,1`,
        ),
      ),
    );
    expect(response.statusCode).toBe(400);
    const rows = response
      .json()
      .error_item.rows.map((row: { line: number; field: string }) => `${row.line}:${row.field}`);
    expect(rows).toEqual(expect.arrayContaining(['3:code', '4:kind', '4:activity_amount', '5:category']));
    expect((await list()).json().total).toBe(before);
  });

  it('answers the file errors and refuses other roles', async () => {
    expect(
      (await upload('a.csv', sjis(lines('調査年度,区分,コード,区分,活動量,単位,排出量')))).json().code,
    ).toBe('W-005-1');
    expect((await upload('a.csv', sjis(lines('調査年度')))).json().code).toBe('W-005-3');
    expect((await upload('a.csv', Buffer.alloc(0))).json().code).toBe('W-005');
    expect((await upload('a.csv', sjis(lines(HEADER)), ACCOUNTS.vehicle)).statusCode).toBe(403);
  });

  it("exports the year with the upload's columns, labels and 名称, and takes the export back as no change", async () => {
    const { office, corp } = await targets();
    await upload(
      'r.csv',
      sjis(
        lines(
          HEADER,
          `2024,office,${office.office_code},電力,1,kWh,0.5`,
          `2024,関係会社,${corp},"軽油, 社用車",2,L,0.25`,
        ),
      ),
    );
    const exported = await t().call('GET', '/survey_result/export', {
      as: ACCOUNTS.business,
      query: { survey_fy: 2024 },
    });
    expect(exported.statusCode).toBe(200);
    const text = exported.body.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('調査年度,区分,コード,名称,排出区分,活動量,単位,排出量');
    expect(text).toContain(`2024,事業所,${office.office_code},${office.office_name},電力,1,kWh,0.5`);
    expect(text).toMatch(new RegExp(`\r\n2024,関係会社,${corp},[^,\r\n]+,"軽油, 社用車",2,L,0.25\r\n`));
    const back = await t().upload(
      '/survey_result/upload?dry_run=true',
      'r.csv',
      exported.rawPayload,
      ACCOUNTS.business,
    );
    expect(back.json()).toMatchObject({ imported_count: 2, added: 0, changed: 0, removed: 0, unchanged: 2 });
    // 名称 is the target's, not the file's: a name edited in the file is ignored, not an error.
    const renamed = lines(
      '調査年度,区分,コード,名称,排出区分,活動量,単位,排出量',
      `2024,事業所,${office.office_code},別の名前,電力,1,kWh,0.5`,
      `2024,関係会社,${corp},,"軽油, 社用車",2,L,0.25`,
    );
    const again = await t().upload(
      '/survey_result/upload?dry_run=true',
      'r.csv',
      bom(renamed),
      ACCOUNTS.business,
    );
    expect(again.json()).toMatchObject({ imported_count: 2, changed: 0, unchanged: 2 });
  });
});

describe('survey targets', () => {
  it('lists offices and companies of a year with last year and marks changed classes', async () => {
    const db = t().app.db;
    const office = await db
      .selectFrom('offices')
      .select(['office_id', 'office_code', 'survey_target_class'])
      .where('survey_fy', '=', 2025)
      .executeTakeFirstOrThrow();
    const prev = await db
      .selectFrom('offices')
      .select('survey_target_class')
      .where('survey_fy', '=', 2024)
      .where('office_code', '=', office.office_code)
      .executeTakeFirst();
    const next = prev?.survey_target_class === 2 ? 3 : 2;
    await db
      .updateTable('offices')
      .set({ survey_target_class: next })
      .where('office_id', '=', office.office_id)
      .execute();
    const all = await t().call('GET', '/organizations/survey_target', {
      as: ACCOUNTS.business,
      query: { survey_fy: 2025, per_page: 100 },
    });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.survey_targets.some((r: { kind: string }) => r.kind === 'corp')).toBe(true);
    const changed = await t().call('GET', '/organizations/survey_target', {
      as: ACCOUNTS.business,
      query: { survey_fy: 2025, changed_only: 'true', kind: 'office', keyword: office.office_code },
    });
    expect(changed.json().survey_targets).toEqual([
      expect.objectContaining({ id: office.office_id, curr_survey_target_class: next, changed: true }),
    ]);
    const csv = await t().call('GET', '/organizations/survey_target/export', {
      as: ACCOUNTS.business,
      query: { survey_fy: 2025, keyword: office.office_code },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(office.office_code);
    expect(csv.body).toContain('前年度調査対象区分');
    expect(
      (
        await t().call('GET', '/organizations/survey_target', {
          as: ACCOUNTS.vehicle,
          query: { survey_fy: 2025 },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('survey coverage report', () => {
  it('counts class-1 targets per headquarters and year and how many reported', async () => {
    const db = t().app.db;
    const office = await db
      .selectFrom('offices')
      .select(['office_code', 'admin_code'])
      .where('survey_fy', '=', 2023)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('offices')
      .set({ survey_target_class: 1 })
      .where('survey_fy', '=', 2023)
      .where('office_code', '=', office.office_code)
      .execute();
    const before = await t().call('GET', '/reports/survey_coverage', { as: ACCOUNTS.viewer });
    expect(before.statusCode).toBe(200);
    const { headquarter_code } = await db
      .selectFrom('internal_organizations')
      .select('headquarter_code')
      .where('survey_fy', '=', 2023)
      .where('department_code', '=', office.admin_code)
      .executeTakeFirstOrThrow();
    const rowOf = (body: { coverage: { survey_fy: number; headquarter_code: string; reported: number }[] }) =>
      body.coverage.find((r) => r.survey_fy === 2023 && r.headquarter_code === headquarter_code);
    expect(rowOf(before.json())).toMatchObject({ targets: expect.any(Number), reported: 0 });
    await upload('r.csv', bom(lines(HEADER, `2023,office,${office.office_code},電力,1,kWh,1`)));
    const after = await t().call('GET', '/reports/survey_coverage', { as: ACCOUNTS.viewer });
    expect(rowOf(after.json())?.reported).toBe(1);
    expect((await t().call('GET', '/reports/survey_coverage', { as: ACCOUNTS.org })).statusCode).toBe(403);
  });
});

describe('a 準備中 year (DESIGN.md §7)', () => {
  beforeAll(async () => {
    const rolled = await t().call('POST', '/survey_years/2025/rollover', { as: ACCOUNTS.admin });
    expect(rolled.json()).toMatchObject({ survey_year: { survey_fy: 2026, status: 0 } });
  });

  it('takes no survey results: each row of it is refused with its line and the year’s state, dry run or not', async () => {
    const office = await t()
      .app.db.selectFrom('offices')
      .select('office_code')
      .where('survey_fy', '=', 2026)
      .executeTakeFirstOrThrow();
    const file = bom(lines(HEADER, `2026,事業所,${office.office_code},電力,1,kWh,1`));
    for (const path of ['/survey_result/upload?dry_run=true', '/survey_result/upload']) {
      const response = await t().upload(path, 'r.csv', file, ACCOUNTS.business);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
      expect(response.json()).toMatchObject({
        code: 'W-001',
        error_item: {
          reason: { survey_fy: 'INVALID_STATUS' },
          rows: [
            {
              line: 2,
              field: 'survey_fy',
              reason: 'INVALID_STATUS',
              message: '調査年度: 2026年度は準備中のためアップロードできません',
            },
          ],
        },
      });
    }
    const stored = await t()
      .app.db.selectFrom('survey_results')
      .select('survey_result_id')
      .where('survey_fy', '=', 2026)
      .execute();
    expect(stored).toEqual([]);
  });

  it('is left out of the coverage report', async () => {
    await t()
      .app.db.updateTable('offices')
      .set({ survey_target_class: 1 })
      .where('survey_fy', 'in', [2025, 2026])
      .execute();
    const report = await t().call('GET', '/reports/survey_coverage', { as: ACCOUNTS.viewer });
    const years = new Set(
      report.json<{ coverage: { survey_fy: number }[] }>().coverage.map((r) => r.survey_fy),
    );
    expect(years.has(2025)).toBe(true);
    expect(years.has(2026)).toBe(false);
  });
});

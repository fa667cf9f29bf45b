import { ACCOUNTS, setupTestApp } from '../../../test/test-app';
import { bom, lines, sjis } from '../../../test/csv-files';
import { firstDepartment } from '../common/test-support';

const t = setupTestApp();
jest.setTimeout(120_000);

const INTERNAL_HEADER = '調査年度,グループコード,グループ名,本部コード,本部名,部コード,部名,課コード,課名';

describe('organisation CSV', () => {
  it('imports a Shift_JIS file and a UTF-8 file with BOM', async () => {
    const dept = await firstDepartment(t());
    const units = await t().call('GET', '/organizations/internal', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2024, keyword: dept.department_code },
    });
    const u = (units.json() as { organizations: Record<string, string>[] }).organizations[0]!;
    const row = (code: string) =>
      `2024,${u.group_code},${u.group_name},${u.headquarter_code},${u.headquarter_name},${code},取込部${code},,`;
    const a = await t().upload(
      '/organizations/upload/csv',
      '組織.csv',
      sjis(lines(INTERNAL_HEADER, row('Y0001'), row('Y0002'))),
      ACCOUNTS.org,
    );
    expect(a.json()).toMatchObject({ dry_run: false, imported_count: 2, added: 2, changed: 0, removed: 0 });
    const b = await t().upload(
      '/organizations/upload/csv',
      'org.csv',
      bom(lines(INTERNAL_HEADER, row('Y0003'))),
      ACCOUNTS.org,
    );
    expect(b.json()).toMatchObject({ imported_count: 1, added: 1 });
    const list = await t().call('GET', '/organizations/internal', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2024, keyword: '取込部' },
    });
    expect((list.json() as { total: number }).total).toBe(3);
  });

  it('refuses a wrong encoding, a bad header and an empty file; a bad row in the middle imports nothing', async () => {
    const utf8 = await t().upload(
      '/organizations/upload/csv',
      'a.csv',
      Buffer.from(lines(INTERNAL_HEADER), 'utf-8'),
      ACCOUNTS.org,
    );
    expect(utf8.json()).toMatchObject({ code: 'W-005-2' });
    const header = await t().upload(
      '/organizations/upload/csv',
      'a.csv',
      sjis(lines('調査年度,グループ')),
      ACCOUNTS.org,
    );
    expect(header.json()).toMatchObject({ code: 'W-005-3' });
    const renamed = await t().upload(
      '/organizations/upload/csv',
      'a.csv',
      sjis(lines(INTERNAL_HEADER.replace('部名', '部署'))),
      ACCOUNTS.org,
    );
    expect(renamed.json()).toMatchObject({ code: 'W-005-1' });
    const empty = await t().upload('/organizations/upload/csv', 'a.csv', Buffer.alloc(0), ACCOUNTS.org);
    expect(empty.json()).toMatchObject({ code: 'W-005' });
    const notCsv = await t().upload(
      '/organizations/upload/csv',
      'a.xlsx',
      sjis(lines(INTERNAL_HEADER)),
      ACCOUNTS.org,
    );
    expect(notCsv.json()).toMatchObject({ code: 'W-005' });

    const good = '2024,GX1,新グループ,HX01,新本部,X0001,新部,,';
    const bad = '2024,GX1,新グループ,HX01,新本部,X-02,新部2,,';
    const rejected = await t().upload(
      '/organizations/upload/csv',
      'a.csv',
      sjis(lines(INTERNAL_HEADER, good, bad, good.replace('X0001', 'X0003'))),
      ACCOUNTS.org,
    );
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json()).toMatchObject({
      code: 'W-001',
      error_item: { rows: [{ line: 3, field: 'department_code', reason: 'INVALID_VALUE' }] },
    });
    const list = await t().call('GET', '/organizations/internal', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2024, keyword: '新部' },
    });
    expect((list.json() as { total: number }).total).toBe(0);
  });

  it('exports internal units and offices as UTF-8 with BOM under a Japanese name, formulas neutralised', async () => {
    const dept = await firstDepartment(t());
    const created = await t().call('POST', '/organizations/office', {
      as: ACCOUNTS.org,
      body: {
        survey_fy: 2025,
        office_class: 1,
        supervision_code: dept.headquarter_code,
        admin_code: dept.department_code,
        office_code: 'FX-01',
        office_name: '=HYPERLINK("x")',
        country_code: 'JPN',
        survey_target_class: 1,
        is_survey_required: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const office = await t().call('GET', '/organizations/info/export', {
      as: ACCOUNTS.business,
      query: { survey_fy: 2025, kind: 'office' },
    });
    expect(office.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('事業所一覧_2025_')}`,
    );
    expect([...office.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(office.body).toContain(`"'=HYPERLINK(""x"")"`);
    const internal = await t().call('GET', '/organizations/info/export', {
      as: ACCOUNTS.business,
      query: { survey_fy: 2025, kind: 'internal' },
    });
    expect(internal.statusCode).toBe(403);
    const own = await t().call('GET', '/organizations/info/export', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025, kind: 'internal' },
    });
    expect(own.body.split('\r\n')[0]).toBe(`\uFEFF${INTERNAL_HEADER}`);
  });

  it("takes the internal units' export back unchanged: the dry run reports no change", async () => {
    const exported = await t().call('GET', '/organizations/info/export', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025, kind: 'internal' },
    });
    expect(exported.statusCode).toBe(200);
    const total = exported.body.split('\r\n').length - 2;
    const back = await t().upload(
      '/organizations/upload/csv?dry_run=true',
      'o.csv',
      exported.rawPayload,
      ACCOUNTS.org,
    );
    expect(back.json()).toMatchObject({
      imported_count: total,
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: total,
    });
  });

  it('counts a renamed group as a change of its units, in the dry run as in the upload', async () => {
    const exported = await t().call('GET', '/organizations/info/export', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025, kind: 'internal' },
    });
    const [header, first] = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    const cells = first!.split(',');
    cells[2] = `${cells[2]}改`;
    const file = bom(lines(header!, cells.join(',')));
    const dry = await t().upload('/organizations/upload/csv?dry_run=true', 'o.csv', file, ACCOUNTS.org);
    // The file holds one unit of the year: the others stay (an organisation upload adds and updates, never deletes).
    expect(dry.json()).toMatchObject({ added: 0, changed: 1, removed: 0, added_rows: [], removed_rows: [] });
    const original = first!.split(',');
    expect(dry.json().changed_rows).toEqual([
      {
        cells: [2025, ...cells.slice(1).map((cell) => cell || null)],
        changes: [{ field: 'group_name', before: original[2], after: cells[2] }],
      },
    ]);
    const done = await t().upload('/organizations/upload/csv', 'o.csv', file, ACCOUNTS.org);
    expect(done.json()).toMatchObject({ dry_run: false, added: 0, changed: 1 });
    const again = await t().upload('/organizations/upload/csv?dry_run=true', 'o.csv', file, ACCOUNTS.org);
    expect(again.json()).toMatchObject({ added: 0, changed: 0, unchanged: 1 });
  });
});

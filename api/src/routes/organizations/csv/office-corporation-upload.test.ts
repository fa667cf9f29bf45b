import { ACCOUNTS, setupTestApp } from '../../../test/test-app';
import { bom, lines } from '../../../test/csv-files';
import { firstDepartment } from '../common/test-support';

const t = setupTestApp();
jest.setTimeout(180_000);

const exportOf = async (kind: 'office' | 'corp') => {
  const exported = await t().call('GET', '/organizations/info/export', {
    as: ACCOUNTS.org,
    query: { survey_fy: 2025, kind },
  });
  expect(exported.statusCode).toBe(200);
  const [header, ...rows] = exported.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  return { raw: exported.rawPayload, header: header!, rows };
};

const upload = (kind: 'office' | 'corp', file: Buffer, dryRun: boolean, as: string = ACCOUNTS.org) =>
  t().upload(`/organizations/upload/csv?kind=${kind}&dry_run=${dryRun}`, `${kind}.csv`, file, as);

describe('office and related-company CSV upload', () => {
  it.each(['office', 'corp'] as const)(
    'takes the %s export back unchanged: the dry run reports no change',
    async (kind) => {
      const { raw, rows } = await exportOf(kind);
      expect(rows.length).toBeGreaterThan(0);
      const back = await upload(kind, raw, true);
      expect(back.json()).toMatchObject({
        dry_run: true,
        imported_count: rows.length,
        added: 0,
        changed: 0,
        removed: 0,
        unchanged: rows.length,
      });
    },
  );

  it('writes labels, takes labels or codes, adds, changes and removes offices, and previews it first', async () => {
    const dept = await firstDepartment(t());
    const { header, rows } = await exportOf('office');
    expect(header).toContain('事業所区分');
    expect(rows[0]).toMatch(/,(国内事業所|海外事業所|現地法人),/);
    const added = `2025,UP-01,取込事業所,,1,${dept.headquarter_code},,${dept.department_code},,JPN,,1,true,,`;
    const first = await upload('office', bom(lines(header, ...rows, added)), false);
    expect(first.json()).toMatchObject({ dry_run: false, added: 1, changed: 0, removed: 0 });

    const renamed = rows.map((row, index) =>
      index === 0 ? row.replace(/^(2025,[^,]+,)[^,]+/, '$1改名事業所') : row,
    );
    const file = bom(lines(header, ...renamed));
    const dry = await upload('office', file, true);
    expect(dry.json()).toMatchObject({ added: 0, changed: 1, removed: 1 });
    expect((dry.json() as { removed_rows: unknown[][] }).removed_rows).toEqual([
      expect.arrayContaining(['UP-01', '取込事業所', '国内事業所', '調査対象', '要']),
    ]);
    const listed = await t().call('GET', '/organizations/office', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025, keyword: 'UP-01' },
    });
    expect((listed.json() as { total: number }).total).toBe(1);

    const done = await upload('office', file, false);
    expect(done.json()).toMatchObject({ dry_run: false, added: 0, changed: 1, removed: 1 });
    const after = await t().call('GET', '/organizations/office', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025, keyword: '改名事業所' },
    });
    expect((after.json() as { total: number }).total).toBe(1);
    const again = await upload('office', file, true);
    expect(again.json()).toMatchObject({ added: 0, changed: 0, removed: 0 });
  });

  it('refuses a file that drops an office or company still in use (W-004), in the dry run and the upload', async () => {
    const { header, rows } = await exportOf('office');
    const file = bom(lines(header, ...rows.slice(1)));
    for (const dryRun of [true, false]) {
      const refused = await upload('office', file, dryRun);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'W-004',
        error_item: { reason: { office_code: 'IN_USE_ERROR' } },
      });
      expect((refused.json() as { message: string }).message).toContain(`2025/${rows[0]!.split(',')[1]}`);
    }
    const kept = await exportOf('office');
    expect(kept.rows).toEqual(rows);

    const code = rows[0]!.split(',')[1]!;
    const office = await t().call('GET', '/organizations/office', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025, keyword: code },
    });
    const { id, version } = (office.json() as { offices: { id: number; version: number }[] }).offices[0]!;
    const deleted = await t().call('DELETE', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { id, version },
    });
    expect(deleted.json()).toMatchObject({ code: 'W-004' });
  });

  it('reports every bad row with its line and imports nothing', async () => {
    const dept = await firstDepartment(t());
    const { header } = await exportOf('office');
    const row = (code: string, rest: string) => `2025,${code},事業所${code},,${rest}`;
    const bad = await upload(
      'office',
      bom(
        lines(
          header,
          row('BAD-1', `国内事業所,${dept.headquarter_code},,ZZZZZ,,JPN,,1,要,,`),
          row('BAD-2', `1,ZZZZ,,${dept.department_code},,JPN,,1,true,,`),
          row('BAD-3', `1,${dept.headquarter_code},,${dept.department_code},,XXX,,調査対象,true,,`),
          row('BAD-4', `1,${dept.headquarter_code},,${dept.department_code},,JPN,,1,否,,`),
          row('BAD-5', `9,${dept.headquarter_code},,${dept.department_code},,JPN,,1,true,,`),
        ),
      ),
      false,
    );
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { error_item: { rows: unknown[] } }).error_item.rows).toEqual([
      expect.objectContaining({ line: 2, field: 'admin_code' }),
      expect.objectContaining({ line: 3, field: 'supervision_code' }),
      expect.objectContaining({ line: 4, field: 'country_code' }),
      expect.objectContaining({ line: 5, field: 'exclusion_reason', reason: 'REQUIRED' }),
      expect.objectContaining({ line: 6, field: 'office_class', reason: 'INVALID_VALUE' }),
    ]);
    const list = await t().call('GET', '/organizations/office', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025, keyword: 'BAD-' },
    });
    expect((list.json() as { total: number }).total).toBe(0);
  });

  it('adds and removes related companies; survey target editors may not upload', async () => {
    const dept = await firstDepartment(t());
    const { header, rows } = await exportOf('corp');
    expect(header.split(',')).toEqual(
      expect.arrayContaining(['会社コード', '地域', '国内／海外', '連結区分']),
    );
    const added = `2025,99999901,取込会社,,,取込会社株式会社,,,,日本,JPN,国内,子会社,${dept.department_code},,調査対象外,否,対象外のため,`;
    const grown = bom(lines(header, ...rows, added));
    expect((await upload('corp', grown, false)).json()).toMatchObject({ added: 1, changed: 0, removed: 0 });
    const shrunk = await upload('corp', bom(lines(header, ...rows)), true);
    expect(shrunk.json()).toMatchObject({ added: 0, changed: 0, removed: 1 });
    expect((await upload('corp', bom(lines(header, ...rows)), false)).json()).toMatchObject({ removed: 1 });
    const editor = await upload('corp', grown, true, ACCOUNTS.editor);
    expect(editor.statusCode).toBe(403);
  });
});

import { ACCOUNTS, setupTestApp } from '../../test/test-app';
import { bom, lines, sjis } from '../../test/csv-files';
import { firstDepartment } from '../organizations/common/test-support';

const t = setupTestApp();
jest.setTimeout(120_000);

const SUPPLIER_HEADER =
  '調査年度,部コード,取引先コード,取引先会社名（全角）,取引先会社名（半角）,取引先名,取引先会社名,取引先部署名,取引先課名,販売区分,取扱高';

describe('suppliers', () => {
  it('lists, replaces a year by upload, and answers a repeated key with DUPLICATE_ERROR on department_code', async () => {
    const dept = await firstDepartment(t());
    const row = `2025,${dept.department_code},SP-9001,株式会社テスト,ﾃｽﾄ,テスト,テスト,営業部,,仕入,"1,000"`;
    const duplicate = await t().upload(
      '/suppliers/upload',
      's.csv',
      sjis(lines(SUPPLIER_HEADER, row, row)),
      ACCOUNTS.org,
    );
    expect(duplicate.json()).toMatchObject({
      code: 'W-003',
      error_item: { reason: { department_code: 'DUPLICATE_ERROR' } },
    });
    const unknown = await t().upload(
      '/suppliers/upload',
      's.csv',
      sjis(lines(SUPPLIER_HEADER, row.replace(dept.department_code, 'NOPE1'))),
      ACCOUNTS.org,
    );
    expect(unknown.json()).toMatchObject({
      code: 'W-001',
      error_item: { rows: [{ line: 2, field: 'department_code' }] },
    });
    const before = (
      await t().call('GET', '/suppliers', { as: ACCOUNTS.org, query: { survey_fy: 2025 } })
    ).json();
    const ok = await t().upload('/suppliers/upload', 's.csv', bom(lines(SUPPLIER_HEADER, row)), ACCOUNTS.org);
    expect(ok.json()).toMatchObject({ dry_run: false, imported_count: 1, added: 1, removed: before.total });
    const list = await t().call('GET', '/suppliers', { as: ACCOUNTS.org, query: { survey_fy: 2025 } });
    expect(list.json()).toMatchObject({
      total: 1,
      suppliers: [{ supplier_code: 'SP-9001', handling_amount: 1000 }],
    });
    const exported = await t().call('GET', '/suppliers/export/', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2025 },
    });
    expect(exported.body).toContain('SP-9001');
    expect(
      (await t().call('GET', '/suppliers', { as: ACCOUNTS.business, query: { survey_fy: 2025 } })).statusCode,
    ).toBe(403);
  });

  it('takes its export back unchanged: the dry run reports no change', async () => {
    const exported = await t().call('GET', '/suppliers/export/', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2024 },
    });
    expect(exported.statusCode).toBe(200);
    const total = exported.body.split('\r\n').length - 2;
    expect(total).toBeGreaterThan(0);
    const back = await t().upload(
      '/suppliers/upload?dry_run=true',
      'e.csv',
      exported.rawPayload,
      ACCOUNTS.org,
    );
    expect(back.json()).toEqual({
      dry_run: true,
      imported_count: total,
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: total,
      added_rows: [],
      changed_rows: [],
      removed_rows: [],
    });
  });
});

import iconv from 'iconv-lite';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const t = setupTestApp();
jest.setTimeout(120_000);

const BOUNDARY = '----sdp-test-boundary';
function multipart(fileName: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function upload(path: string, fileName: string, content: Buffer, as: string = ACCOUNTS.org) {
  const { app, tokenFor, csrfFor } = t();
  return app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: {
      authorization: `Bearer ${await tokenFor(as)}`,
      'x-csrf-token': await csrfFor(as),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: multipart(fileName, content),
  });
}

const INTERNAL_HEADER = '調査年度,グループコード,グループ名,本部コード,本部名,部コード,部名,課コード,課名';
const SUPPLIER_HEADER =
  '調査年度,部コード,取引先コード,取引先会社名（全角）,取引先会社名（半角）,取引先名,取引先会社名,取引先部署名,取引先課名,販売区分,取扱高';
const lines = (...rows: string[]) => rows.join('\r\n') + '\r\n';
const sjis = (text: string) => iconv.encode(text, 'Shift_JIS');
const bom = (text: string) => iconv.encode(text, 'utf-8', { addBOM: true });

async function firstDepartment() {
  const response = await t().call('GET', '/organizations/internal/departments', {
    as: ACCOUNTS.org,
    query: { survey_fy: 2025 },
  });
  return (response.json() as { departments: { department_code: string; headquarter_code: string }[] })
    .departments[0]!;
}

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
    const dept = await firstDepartment();
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
    const dept = await firstDepartment();
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

describe('offices and related companies', () => {
  it('registers an office, answers its detail with the country and group, and refuses the code twice', async () => {
    const dept = await firstDepartment();
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
});

describe('organisation CSV', () => {
  it('imports a Shift_JIS file and a UTF-8 file with BOM', async () => {
    const dept = await firstDepartment();
    const units = await t().call('GET', '/organizations/internal', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2024, keyword: dept.department_code },
    });
    const u = (units.json() as { organizations: Record<string, string>[] }).organizations[0]!;
    const row = (code: string) =>
      `2024,${u.group_code},${u.group_name},${u.headquarter_code},${u.headquarter_name},${code},取込部${code},,`;
    const a = await upload(
      '/organizations/upload/csv',
      '組織.csv',
      sjis(lines(INTERNAL_HEADER, row('Y0001'), row('Y0002'))),
    );
    expect(a.json()).toMatchObject({ dry_run: false, imported_count: 2, added: 2, changed: 0, removed: 0 });
    const b = await upload('/organizations/upload/csv', 'org.csv', bom(lines(INTERNAL_HEADER, row('Y0003'))));
    expect(b.json()).toMatchObject({ imported_count: 1, added: 1 });
    const list = await t().call('GET', '/organizations/internal', {
      as: ACCOUNTS.org,
      query: { survey_fy: 2024, keyword: '取込部' },
    });
    expect((list.json() as { total: number }).total).toBe(3);
  });

  it('refuses a wrong encoding, a bad header and an empty file; a bad row in the middle imports nothing', async () => {
    const utf8 = await upload(
      '/organizations/upload/csv',
      'a.csv',
      Buffer.from(lines(INTERNAL_HEADER), 'utf-8'),
    );
    expect(utf8.json()).toMatchObject({ code: 'W-005-2' });
    const header = await upload('/organizations/upload/csv', 'a.csv', sjis(lines('調査年度,グループ')));
    expect(header.json()).toMatchObject({ code: 'W-005-3' });
    const renamed = await upload(
      '/organizations/upload/csv',
      'a.csv',
      sjis(lines(INTERNAL_HEADER.replace('部名', '部署'))),
    );
    expect(renamed.json()).toMatchObject({ code: 'W-005-1' });
    const empty = await upload('/organizations/upload/csv', 'a.csv', Buffer.alloc(0));
    expect(empty.json()).toMatchObject({ code: 'W-005' });
    const notCsv = await upload('/organizations/upload/csv', 'a.xlsx', sjis(lines(INTERNAL_HEADER)));
    expect(notCsv.json()).toMatchObject({ code: 'W-005' });

    const good = '2024,GX1,新グループ,HX01,新本部,X0001,新部,,';
    const bad = '2024,GX1,新グループ,HX01,新本部,X-02,新部2,,';
    const rejected = await upload(
      '/organizations/upload/csv',
      'a.csv',
      sjis(lines(INTERNAL_HEADER, good, bad, good.replace('X0001', 'X0003'))),
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
    const dept = await firstDepartment();
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
});

describe('suppliers', () => {
  it('lists, replaces a year by upload, and answers a repeated key with DUPLICATE_ERROR on department_code', async () => {
    const dept = await firstDepartment();
    const row = `2025,${dept.department_code},SP-9001,株式会社テスト,ﾃｽﾄ,テスト,テスト,営業部,,仕入,"1,000"`;
    const duplicate = await upload('/suppliers/upload', 's.csv', sjis(lines(SUPPLIER_HEADER, row, row)));
    expect(duplicate.json()).toMatchObject({
      code: 'W-003',
      error_item: { reason: { department_code: 'DUPLICATE_ERROR' } },
    });
    const unknown = await upload(
      '/suppliers/upload',
      's.csv',
      sjis(lines(SUPPLIER_HEADER, row.replace(dept.department_code, 'NOPE1'))),
    );
    expect(unknown.json()).toMatchObject({
      code: 'W-001',
      error_item: { rows: [{ line: 2, field: 'department_code' }] },
    });
    const before = (
      await t().call('GET', '/suppliers', { as: ACCOUNTS.org, query: { survey_fy: 2025 } })
    ).json();
    const ok = await upload('/suppliers/upload', 's.csv', bom(lines(SUPPLIER_HEADER, row)));
    expect(ok.json()).toMatchObject({ imported_count: 1, added: 1, removed: before.total });
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
});

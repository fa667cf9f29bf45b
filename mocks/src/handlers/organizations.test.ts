import {
  corporationDetailSchema,
  errorBodySchema,
  internalListResponseSchema,
  officeDetailSchema,
  officeListResponseSchema,
  supplierListResponseSchema,
} from '@sdp/shared/contracts';
import { resetMockStore, server } from '../node';
import { call, signIn, TEST_ORIGIN, upload } from '../testing/mock-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockStore());
afterAll(() => server.close());

const errorOf = async (response: Response) => errorBodySchema.parse(await response.json());

const newOffice = {
  survey_fy: 2025,
  office_class: 2,
  supervision_code: '0201',
  admin_code: '02011',
  office_code: 'SYD-01',
  office_name: 'シドニー事務所',
  office_name_eng: 'Sydney Office',
  country_code: 'AUS',
  survey_target_class: 1,
  is_survey_required: true,
  location_type: 2,
};

describe('organisation mocks', () => {
  let org: string;
  beforeEach(async () => {
    org = await signIn('org@example.com');
  });

  it('lists internal units of a year with paging and filters', async () => {
    const response = await call('GET', '/organizations/internal?survey_fy=2025&group_code=001&per_page=2', {
      token: org,
    });
    const body = internalListResponseSchema.parse(await response.json());
    expect(body.total).toBe(4);
    expect(body.organizations).toHaveLength(2);
    expect(body.organizations.every((unit) => unit.group_code === '001')).toBe(true);
  });

  it('registers an office, refuses the same code twice (W-003), edits with version and deletes', async () => {
    const created = await call('POST', '/organizations/office', { token: org, csrf: true, body: newOffice });
    expect(created.status).toBe(201);
    const office = officeDetailSchema.parse(await created.json());
    expect(office).toMatchObject({
      internal_external_class: '海外',
      supervision_name: '電力本部',
      country_name: 'オーストラリア',
    });

    const again = await call('POST', '/organizations/office', { token: org, csrf: true, body: newOffice });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({
      code: 'W-003',
      error_item: { reason: { office_code: 'DUPLICATE_ERROR' } },
    });

    const edit = { ...newOffice, id: office.id, version: office.version, office_name: 'シドニー支店' };
    expect((await call('PUT', '/organizations/office', { token: org, csrf: true, body: edit })).status).toBe(
      200,
    );
    const stale = await call('PUT', '/organizations/office', { token: org, csrf: true, body: edit });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe('E-409');

    const removed = await call('DELETE', '/organizations/office', {
      token: org,
      csrf: true,
      body: { id: office.id, version: office.version + 1 },
    });
    expect(removed.status).toBe(204);
  });

  it('refuses to delete a department that offices use (W-004)', async () => {
    const list = internalListResponseSchema.parse(
      await (
        await call('GET', '/organizations/internal?survey_fy=2025&keyword=02011', { token: org })
      ).json(),
    );
    const unit = list.organizations[0]!;
    const response = await call('DELETE', '/organizations/internal', {
      token: org,
      csrf: true,
      body: { id: unit.id, version: unit.version },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'W-004',
      error_item: { reason: { department_code: 'IN_USE_ERROR' } },
    });
  });

  it('answers a related company detail with its group and headquarters', async () => {
    const list = (await (
      await call('GET', '/organizations/corporation?survey_fy=2025', { token: org })
    ).json()) as {
      corporations: { id: number }[];
    };
    const detail = corporationDetailSchema.parse(
      await (
        await call('GET', `/organizations/corporation/${list.corporations[0]!.id}`, { token: org })
      ).json(),
    );
    expect(detail.group_code).toBeTruthy();
    expect(detail.headquarter_name).toBeTruthy();
  });

  it('lets a survey target editor see offices but not internal units', async () => {
    const business = await signIn('business@example.com');
    const offices = await call('GET', '/organizations/office?survey_fy=2025', { token: business });
    expect(officeListResponseSchema.parse(await offices.json()).total).toBeGreaterThan(0);
    expect((await call('GET', '/organizations/internal?survey_fy=2025', { token: business })).status).toBe(
      403,
    );
    expect(
      (await call('POST', '/organizations/office', { token: business, csrf: true, body: newOffice })).status,
    ).toBe(403);
  });

  it('lets a user editor read offices for the user form, as API_ACCESS declares, but not export them', async () => {
    const editor = await signIn('editor@example.com');
    const offices = await call('GET', '/organizations/office?survey_fy=2025', { token: editor });
    expect(officeListResponseSchema.parse(await offices.json()).total).toBeGreaterThan(0);
    const exported = await call('GET', '/organizations/info/export?survey_fy=2025&kind=office', {
      token: editor,
    });
    expect(exported.status).toBe(403);
    const viewer = await signIn('viewer@example.com');
    expect((await call('GET', '/organizations/office?survey_fy=2025', { token: viewer })).status).toBe(403);
  });

  it('exports internal units as UTF-8 CSV with BOM and a Japanese file name', async () => {
    const response = await fetch(
      `${TEST_ORIGIN}/api/v1/organizations/info/export?survey_fy=2025&kind=internal`,
      {
        headers: { Authorization: `Bearer ${org}` },
      },
    );
    expect(response.headers.get('Content-Disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('社内組織一覧_2025_')}`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('調査年度,グループコード');
  });

  it('imports an internal unit CSV and reports bad rows without importing anything', async () => {
    const header = '調査年度,グループコード,グループ名,本部コード,本部名,部コード,部名,課コード,課名\r\n';
    const good = '2025,001,コーポレートグループ,0101,経営企画本部,01019,特殊鋼部,,\r\n';
    const bad = '2025,001,コーポレートグループ,0101,経営企画本部,D-BAD,不正部,,\r\n';
    const rejected = await upload(org, '/organizations/upload/csv', header + good + bad);
    expect(rejected.status).toBe(400);
    expect(await errorOf(rejected)).toMatchObject({
      code: 'W-001',
      error_item: { rows: [{ line: 3, field: 'department_code' }] },
    });
    const list = async () =>
      internalListResponseSchema.parse(
        await (
          await call('GET', '/organizations/internal?survey_fy=2025&keyword=01019', { token: org })
        ).json(),
      ).total;
    expect(await list()).toBe(0);

    const accepted = await upload(org, '/organizations/upload/csv', header + good);
    expect(await accepted.json()).toMatchObject({ dry_run: false, imported_count: 1, added: 1 });
    expect(await list()).toBe(1);
  });

  it('answers a supplier upload with a repeated key with DUPLICATE_ERROR on department_code', async () => {
    const header =
      '調査年度,部コード,取引先コード,取引先会社名（全角）,取引先会社名（半角）,取引先名,取引先会社名,取引先部署名,取引先課名,販売区分,取扱高\r\n';
    const row = '2025,01011,SP-9999,株式会社テスト,ﾃｽﾄ,テスト,テスト,営業部,,仕入,1000\r\n';
    const response = await upload(org, '/suppliers/upload', header + row + row);
    expect(await errorOf(response)).toMatchObject({
      code: 'W-003',
      error_item: { reason: { department_code: 'DUPLICATE_ERROR' } },
    });
    const ok = await upload(org, '/suppliers/upload', header + row);
    expect(ok.status).toBe(200);
    const list = supplierListResponseSchema.parse(
      await (await call('GET', '/suppliers?survey_fy=2025', { token: org })).json(),
    );
    expect(list.total).toBe(1);
  });

  it('refuses a file that is not a CSV', async () => {
    const response = await upload(org, '/suppliers/upload', 'a,b', 'data.xlsx');
    expect(await errorOf(response)).toMatchObject({ code: 'W-005' });
  });
});

import { ROLES } from '@sdp/shared/routes';
import {
  authorityGroupDetailSchema,
  authorityGroupListResponseSchema,
  errorBodySchema,
  MESSAGES,
  rolesResponseSchema,
} from '@sdp/shared/contracts';
import { resetMockStore, server } from '../node';
import { findAuthorityGroup } from '../store/authority';
import { call, signIn } from '../testing/mock-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockStore());
afterAll(() => server.close());

const newGroup = {
  authority_group_id: 'ESG_REPORTER',
  authority_group_name: 'ESGレポート担当',
  data_viewing_class: 2,
  note: '統合報告書の作成',
  roles: ['DASHBOARD_VIEWER'],
};

const errorOf = async (response: Response) => errorBodySchema.parse(await response.json());

describe('authority groups', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await signIn('admin@example.com');
  });

  it('lists every role of the code with their Japanese names', async () => {
    const { roles } = rolesResponseSchema.parse(
      await (await call('GET', '/authority/roles', { token: admin })).json(),
    );
    expect(roles).toHaveLength(ROLES.length);
    expect(roles).toContainEqual(
      expect.objectContaining({ role_id: 'MST_AUTHORITY', role_name: '権限設定' }),
    );
  });

  it('lists the sample groups with user counts, searches, filters by role and pages', async () => {
    const all = authorityGroupListResponseSchema.parse(
      await (await call('GET', '/authority/groups?per_page=100', { token: admin })).json(),
    );
    const ids = all.authority_groups.map((group) => group.authority_group_id);
    expect(ids).toEqual(expect.arrayContaining(['SUS_ADMIN', 'BUSINESS_COMPANY', 'NO_ROLE']));
    expect(all.authority_groups.find((group) => group.authority_group_id === 'SUS_ADMIN')?.user_count).toBe(
      1,
    );

    const search = authorityGroupListResponseSchema.parse(
      await (
        await call('GET', `/authority/groups?keyword=${encodeURIComponent('車両')}`, { token: admin })
      ).json(),
    );
    expect(search.authority_groups.map((group) => group.authority_group_id)).toEqual(['VEHICLE']);

    const byRole = authorityGroupListResponseSchema.parse(
      await (await call('GET', '/authority/groups?role_id=MST_AUTHORITY', { token: admin })).json(),
    );
    expect(byRole.authority_groups.map((group) => group.authority_group_id)).toEqual(['SUS_ADMIN']);

    const second = authorityGroupListResponseSchema.parse(
      await (
        await call('GET', '/authority/groups?page=2&per_page=3&sort=authority_group_id&order=desc', {
          token: admin,
        })
      ).json(),
    );
    expect(second).toMatchObject({ total: all.total, page: 2, per_page: 3 });
    const descending = [...ids].sort().reverse();
    expect(second.authority_groups.map((group) => group.authority_group_id)).toEqual(descending.slice(3, 6));
  });

  it('denies users without MST_AUTHORITY, except reading the list where user forms pick a group', async () => {
    const viewer = await signIn('viewer@example.com');
    const response = await call('GET', '/authority/groups', { token: viewer });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ code: 'E-403', message: MESSAGES.accessDenied });

    const editor = await signIn('editor@example.com');
    expect((await call('GET', '/authority/groups', { token: editor })).status).toBe(200);
    expect((await call('GET', '/authority/groups/VIEWER', { token: editor })).status).toBe(403);
    const create = await call('POST', '/authority/groups', { token: editor, csrf: true, body: newGroup });
    expect(create.status).toBe(403);
  });

  it('creates a group, then refuses the same id again', async () => {
    const created = await call('POST', '/authority/groups', { token: admin, csrf: true, body: newGroup });
    expect(created.status).toBe(201);
    expect(authorityGroupDetailSchema.parse(await created.json())).toMatchObject({
      ...newGroup,
      version: 1,
      user_count: 0,
      created_user_surname: '管理',
    });
    const again = await call('POST', '/authority/groups', { token: admin, csrf: true, body: newGroup });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({
      code: 'W-003',
      error_item: { reason: { authority_group_id: 'DUPLICATE_ERROR' } },
    });
  });

  it('names each invalid field with its reason', async () => {
    const response = await call('POST', '/authority/groups', {
      token: admin,
      csrf: true,
      body: {
        authority_group_id: 'lower case',
        authority_group_name: '',
        data_viewing_class: 'x',
        roles: [],
      },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'W-001',
      error_item: {
        reason: {
          authority_group_id: 'INVALID_VALUE',
          authority_group_name: 'REQUIRED',
          data_viewing_class: 'INVALID_VALUE',
          roles: 'INVALID_VALUE',
        },
      },
    });
    const missing = await call('POST', '/authority/groups', { token: admin, csrf: true, body: {} });
    expect(await errorOf(missing)).toMatchObject({
      code: 'W-001-1',
      message: MESSAGES.required,
      error_item: { reason: { authority_group_id: 'REQUIRED', roles: 'REQUIRED' } },
    });
  });

  it('updates with the current version and refuses a stale one without changing anything', async () => {
    const detail = authorityGroupDetailSchema.parse(
      await (await call('GET', '/authority/groups/VIEWER', { token: admin })).json(),
    );
    const update = {
      authority_group_id: 'VIEWER',
      authority_group_name: '閲覧者（更新）',
      data_viewing_class: 1,
      roles: ['DASHBOARD_VIEWER', 'VEHICLE_MANAGEMENT_VIEWER'],
      version: detail.version,
    };
    const first = await call('PUT', '/authority/groups/VIEWER', { token: admin, csrf: true, body: update });
    expect(first.status).toBe(200);
    expect(authorityGroupDetailSchema.parse(await first.json()).version).toBe(detail.version + 1);

    const stale = await call('PUT', '/authority/groups/VIEWER', {
      token: admin,
      csrf: true,
      body: { ...update, authority_group_name: '上書き' },
    });
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({ code: 'E-409', message: MESSAGES.conflict });
    const after = authorityGroupDetailSchema.parse(
      await (await call('GET', '/authority/groups/VIEWER', { token: admin })).json(),
    );
    expect(after.authority_group_name).toBe('閲覧者（更新）');

    // The viewer's roles follow the group at once.
    const viewer = await signIn('viewer@example.com');
    const authority = await (await call('GET', '/authority/all', { token: viewer })).json();
    expect(authority.function_id_list).toEqual(['VEHICLE_MANAGEMENT_VIEWER', 'DASHBOARD_VIEWER']);
  });

  it('refuses to delete a group in use, deletes an unused one', async () => {
    const inUse = await call('DELETE', '/authority/groups/SUS_ADMIN?version=1', { token: admin, csrf: true });
    expect(inUse.status).toBe(400);
    expect(await errorOf(inUse)).toMatchObject({
      code: 'W-004',
      error_item: { reason: { authority_group_id: 'IN_USE_ERROR' } },
    });
    const stale = await call('DELETE', '/authority/groups/SUPPLIER_ADMIN?version=7', {
      token: admin,
      csrf: true,
    });
    expect(stale.status).toBe(409);
    const deleted = await call('DELETE', '/authority/groups/SUPPLIER_ADMIN?version=1', {
      token: admin,
      csrf: true,
    });
    expect(deleted.status).toBe(204);
    expect((await call('GET', '/authority/groups/SUPPLIER_ADMIN', { token: admin })).status).toBe(404);
  });

  it("answers the server's forms too: PUT and DELETE on /authority/groups with the id in the body", async () => {
    const update = {
      authority_group_id: 'AUDITOR',
      authority_group_name: '内部監査',
      data_viewing_class: 1,
      roles: ['DASHBOARD_VIEWER'],
      version: 1,
    };
    const updated = await call('PUT', '/authority/groups', { token: admin, csrf: true, body: update });
    expect(authorityGroupDetailSchema.parse(await updated.json())).toMatchObject({
      version: 2,
      roles: ['DASHBOARD_VIEWER'],
    });
    const body = { authority_group_id: 'AUDITOR', version: 2 };
    expect((await call('DELETE', '/authority/groups', { token: admin, csrf: true, body })).status).toBe(204);
  });

  it('needs the CSRF token for writes', async () => {
    const response = await call('POST', '/authority/groups', { token: admin, body: newGroup });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('E-403-1');
  });
});

describe('text hygiene in mock mode, as on the server', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await signIn('admin@example.com');
  });

  it('refuses a name with a bidi override, naming the field and the code point', async () => {
    const response = await call('POST', '/authority/groups', {
      token: admin,
      csrf: true,
      body: { ...newGroup, authority_group_name: 'txt.\u202Eexe' },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'W-001-3',
      message: '権限グループ名に使用できない文字（U+202E）が含まれています',
      error_item: { reason: { authority_group_name: 'INVALID_VALUE' } },
    });
  });

  it('lets a group stored before the rule be edited, except on the changed name', async () => {
    // A name stored before the rule (as old data was): the store holds it as it is.
    findAuthorityGroup('VIEWER')!.authority_group_name = '旧\u200B閲覧者';
    const detail = authorityGroupDetailSchema.parse(
      await (await call('GET', '/authority/groups/VIEWER', { token: admin })).json(),
    );
    const put = (changes: Record<string, unknown>) =>
      call('PUT', '/authority/groups', {
        token: admin,
        csrf: true,
        body: {
          authority_group_id: 'VIEWER',
          authority_group_name: detail.authority_group_name,
          data_viewing_class: detail.data_viewing_class,
          roles: detail.roles,
          version: detail.version,
          ...changes,
        },
      });
    const renamed = await put({ authority_group_name: '新\u2066閲覧者' });
    expect(await errorOf(renamed)).toMatchObject({
      error_item: { reason: { authority_group_name: 'INVALID_VALUE' } },
    });
    expect((await put({ note: '備考だけ変更' })).status).toBe(200);
  });
});

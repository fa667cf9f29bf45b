import { ROLES } from '@sdp/shared/routes';
import { MESSAGES } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const app = setupTestApp();
const admin = { as: ACCOUNTS.admin };

const newGroup = (id: string) => ({
  authority_group_id: id,
  authority_group_name: `テスト権限 ${id}`,
  data_viewing_class: 1,
  note: 'メモ',
  roles: ['MST_USER_VIEWER', 'DASHBOARD_VIEWER'],
});

describe('roles', () => {
  it('lists every role of the code with Japanese names', async () => {
    const response = await app().call('GET', '/authority/roles', admin);
    expect(response.json().roles).toHaveLength(ROLES.length);
    expect(response.json().roles[0]).toMatchObject({
      role_id: 'MST_ORGANIZATION',
      role_name: '組織マスタ操作',
    });
  });
});

describe('authority group list', () => {
  it('pages with a total and user counts', async () => {
    const response = await app().call('GET', '/authority/groups', {
      ...admin,
      query: { page: 2, per_page: 3 },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 12, page: 2, per_page: 3 });
    expect(body.authority_groups).toHaveLength(3);
    const all = await app().call('GET', '/authority/groups', { ...admin, query: { per_page: 100 } });
    const admins = all
      .json()
      .authority_groups.find((g: { authority_group_id: string }) => g.authority_group_id === 'SUS_ADMIN');
    expect(admins).toMatchObject({ user_count: 1, roles: expect.arrayContaining(['MST_AUTHORITY']) });
  });

  it("sorts by user count, each group's count its users not deleted", async () => {
    type Group = { authority_group_id: string; user_count: number };
    const sorted = (
      await app().call('GET', '/authority/groups', {
        ...admin,
        query: { per_page: 100, sort: 'user_count', order: 'desc' },
      })
    ).json<{ authority_groups: Group[] }>().authority_groups;
    const counts = sorted.map((group) => group.user_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts.at(-1)).toBe(0);
    const top = sorted[0]!;
    const members = await app()
      .db.selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('authority_group_id', '=', top.authority_group_id)
      .where('status', '<>', 9)
      .executeTakeFirstOrThrow();
    expect(Number(members.n)).toBe(top.user_count);
  });

  it('searches by keyword (id or name) and by role', async () => {
    const byName = await app().call('GET', '/authority/groups', { ...admin, query: { keyword: '承認' } });
    expect(
      byName.json().authority_groups.map((g: { authority_group_id: string }) => g.authority_group_id),
    ).toEqual(['USER_APPROVER']);
    const byRole = await app().call('GET', '/authority/groups', {
      ...admin,
      query: { role_id: 'VEHICLE_MANAGEMENT_EDITOR', per_page: 100 },
    });
    expect(
      byRole
        .json()
        .authority_groups.map((g: { authority_group_id: string }) => g.authority_group_id)
        .sort(),
    ).toEqual(['SUS_ADMIN', 'VEHICLE']);
    const literal = await app().call('GET', '/authority/groups', { ...admin, query: { keyword: '%' } });
    expect(literal.json().total).toBe(0);
  });

  it('sorts by an allowed column and refuses others', async () => {
    const sorted = await app().call('GET', '/authority/groups', {
      ...admin,
      query: { sort: 'authority_group_id', order: 'desc', per_page: 1 },
    });
    expect(sorted.json().authority_groups[0].authority_group_id).toBe('VIEWER');
    const bad = await app().call('GET', '/authority/groups', { ...admin, query: { sort: 'password' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'W-001-3', error_item: { reason: { sort: 'INVALID_VALUE' } } });
    const tooMany = await app().call('GET', '/authority/groups', { ...admin, query: { per_page: 101 } });
    expect(tooMany.json().error_item.reason).toEqual({ per_page: 'INVALID_VALUE' });
  });
});

describe('authority group create, update, delete', () => {
  it('creates a group with audit fields and version 1', async () => {
    const created = await app().call('POST', '/authority/groups', { ...admin, body: newGroup('TEST_A') });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      authority_group_id: 'TEST_A',
      roles: ['MST_USER_VIEWER', 'DASHBOARD_VIEWER'],
      version: 1,
      user_count: 0,
      created_user_id: 'U0000001',
      created_user_surname: '管理',
      updated_user_given_name: '太郎',
    });
    const detail = await app().call('GET', '/authority/groups/TEST_A', admin);
    expect(detail.json().created_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 400 W-003 DUPLICATE_ERROR for an existing id', async () => {
    const response = await app().call('POST', '/authority/groups', { ...admin, body: newGroup('SUS_ADMIN') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'W-003',
      message: MESSAGES.duplicate,
      error_item: { reason: { authority_group_id: 'DUPLICATE_ERROR' } },
    });
  });

  it('answers 400 W-001-1 with REQUIRED per missing field', async () => {
    const response = await app().call('POST', '/authority/groups', {
      ...admin,
      body: { authority_group_id: 'X1' },
    });
    expect(response.json()).toMatchObject({
      code: 'W-001-1',
      message: MESSAGES.required,
      error_item: {
        reason: { authority_group_name: 'REQUIRED', data_viewing_class: 'REQUIRED', roles: 'REQUIRED' },
      },
    });
    const wrongType = await app().call('POST', '/authority/groups', {
      ...admin,
      body: { ...newGroup('X2'), roles: 'MST_AUTHORITY' },
    });
    expect(wrongType.json()).toMatchObject({
      code: 'W-001-2',
      error_item: { reason: { roles: 'TYPE_ERROR' } },
    });
  });

  it('updates with the current version and answers 409 E-409 to a stale one, changing nothing', async () => {
    await app().call('POST', '/authority/groups', { ...admin, body: newGroup('TEST_B') });
    const update = {
      ...newGroup('TEST_B'),
      authority_group_name: '更新後',
      roles: ['MST_AUTHORITY'],
      version: 1,
    };
    const first = await app().call('PUT', '/authority/groups', { ...admin, body: update });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      authority_group_name: '更新後',
      roles: ['MST_AUTHORITY'],
      version: 2,
    });
    const stale = await app().call('PUT', '/authority/groups', {
      ...admin,
      body: { ...update, authority_group_name: '古い' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'E-409', message: MESSAGES.conflict });
    const detail = await app().call('GET', '/authority/groups/TEST_B', admin);
    expect(detail.json().authority_group_name).toBe('更新後');
    const missing = await app().call('PUT', '/authority/groups', {
      ...admin,
      body: { ...update, authority_group_id: 'NOPE' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets exactly one of two simultaneous updates win', async () => {
    await app().call('POST', '/authority/groups', { ...admin, body: newGroup('TEST_RACE') });
    const update = (name: string) =>
      app().call('PUT', '/authority/groups', {
        ...admin,
        body: { ...newGroup('TEST_RACE'), authority_group_name: name, version: 1 },
      });
    const statuses = (await Promise.all([update('一'), update('二')])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('refuses to delete a group still used by users (400 W-004) and deletes an unused one', async () => {
    const used = await app().call('DELETE', '/authority/groups', {
      ...admin,
      body: { authority_group_id: 'VIEWER', version: 1 },
    });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({
      code: 'W-004',
      error_item: { reason: { authority_group_id: 'IN_USE_ERROR' } },
    });
    await app().call('POST', '/authority/groups', { ...admin, body: newGroup('TEST_C') });
    const stale = await app().call('DELETE', '/authority/groups', {
      ...admin,
      body: { authority_group_id: 'TEST_C', version: 7 },
    });
    expect(stale.statusCode).toBe(409);
    const gone = await app().call('DELETE', '/authority/groups', {
      ...admin,
      body: { authority_group_id: 'TEST_C', version: 1 },
    });
    expect(gone.statusCode).toBe(204);
    expect((await app().call('GET', '/authority/groups/TEST_C', admin)).statusCode).toBe(404);
  });

  it('gives a new group its roles at the next sign-in of its users', async () => {
    await app().call('PUT', '/authority/groups', {
      ...admin,
      body: {
        authority_group_id: 'NO_ROLE',
        authority_group_name: '権限なし',
        data_viewing_class: 2,
        roles: ['DASHBOARD_VIEWER'],
        version: 1,
      },
    });
    const me = await app().call('GET', '/authority/all', { as: ACCOUNTS.norole });
    expect(me.json().function_id_list).toEqual(['DASHBOARD_VIEWER']);
  });
});

import { sql } from 'kysely';
import { ROLES } from '@sdp/shared/routes';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import { migrate } from './migrate';

const t = setupTestApp();
jest.setTimeout(60_000);

const groupWith = async (roles: string[]) => {
  const detail = (await t().call('GET', '/authority/groups/VIEWER', { as: ACCOUNTS.admin })).json();
  return t().call('PUT', '/authority/groups', {
    as: ACCOUNTS.admin,
    body: {
      authority_group_id: 'VIEWER',
      version: detail.version,
      authority_group_name: detail.authority_group_name,
      data_viewing_class: detail.data_viewing_class,
      roles,
    },
  });
};

test('a role the code has and an older database lacks is a 4xx, and the next migrate adds it from the code', async () => {
  // A database from before the code knew MST_SUPPLIER (nobody holds it there).
  await sql`DELETE FROM authority_group_roles WHERE role_id = 'MST_SUPPLIER'`.execute(t().db);
  await sql`DELETE FROM roles WHERE role_id = 'MST_SUPPLIER'`.execute(t().db);
  await t().app.callers.clear();

  const refused = await groupWith(['DASHBOARD_VIEWER', 'MST_SUPPLIER']);
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({
    code: 'W-001-3',
    error_item: { reason: { role_id: 'INVALID_VALUE' } },
  });

  await migrate(t().db);
  const roles = await sql<{ role_id: string }>`SELECT role_id FROM roles ORDER BY sort_order`.execute(t().db);
  expect(roles.rows.map((row) => row.role_id)).toEqual([...ROLES]);
  expect((await groupWith(['DASHBOARD_VIEWER', 'MST_SUPPLIER'])).statusCode).toBe(200);
});

test('a role held in the database that the code no longer has is listed nowhere (no answer fails on it)', async () => {
  await sql`INSERT INTO roles (role_id, role_name, sort_order) VALUES ('RETIRED_ROLE', '廃止', 1)`.execute(
    t().db,
  );
  await sql`INSERT INTO authority_group_roles VALUES ('VIEWER', 'RETIRED_ROLE')`.execute(t().db);
  await migrate(t().db);
  await t().app.callers.clear();
  const roles = await t().call('GET', '/authority/roles', { as: ACCOUNTS.admin });
  expect(roles.statusCode).toBe(200);
  expect(roles.json().roles.map((role: { role_id: string }) => role.role_id)).toEqual([...ROLES]);
  const group = await t().call('GET', '/authority/groups/VIEWER', { as: ACCOUNTS.admin });
  expect(group.statusCode).toBe(200);
  expect(group.json().roles).not.toContain('RETIRED_ROLE');
  const list = await t().call('GET', '/authority/groups', { as: ACCOUNTS.admin, query: { per_page: 100 } });
  expect(list.statusCode).toBe(200);
  expect((await t().call('GET', '/authority/all', { as: ACCOUNTS.viewer })).statusCode).toBe(200);
});

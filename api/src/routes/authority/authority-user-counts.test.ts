import { sql } from 'kysely';
import { authorityGroupListResponseSchema, userActionResponseSchema } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const t = setupTestApp();
jest.setTimeout(120_000);

const post = async (as: string, action: string, body: unknown) => {
  const response = await t().call('POST', `/users/${action}`, { as, body });
  expect(response.statusCode).toBeLessThan(300);
  return userActionResponseSchema.parse(response.json());
};
const accept = (step: { user_id: string; apply_index: number; version: number }) =>
  post(ACCOUNTS.approver, 'accept', step);
const versionOf = async (userId: string) =>
  (await t().db.selectFrom('users').select('version').where('user_id', '=', userId).executeTakeFirstOrThrow())
    .version;

/** Every group's kept count beside a real count of its users that are not deleted. */
async function expectKeptCounts() {
  const { rows } = await sql<{ authority_group_id: string; kept: number; counted: number }>`
    SELECT g.authority_group_id, coalesce(c.n, 0) AS kept,
           (SELECT count(*)::int FROM users u
             WHERE u.authority_group_id = g.authority_group_id AND u.status <> 9) AS counted
      FROM authority_groups g LEFT JOIN authority_group_user_counts c USING (authority_group_id)
     ORDER BY 1`.execute(t().db);
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.map(({ authority_group_id, kept }) => [authority_group_id, kept])).toEqual(
    rows.map(({ authority_group_id, counted }) => [authority_group_id, counted]),
  );
  const list = authorityGroupListResponseSchema.parse(
    (
      await t().call('GET', '/authority/groups', {
        as: ACCOUNTS.admin,
        query: { per_page: 100, sort: 'user_count', order: 'desc' },
      })
    ).json(),
  );
  const listed = new Map(list.authority_groups.map((g) => [g.authority_group_id, g.user_count]));
  for (const row of rows)
    expect([row.authority_group_id, listed.get(row.authority_group_id)]).toEqual([
      row.authority_group_id,
      row.counted,
    ]);
  expect(list.authority_groups.map((g) => g.user_count)).toEqual(
    [...list.authority_groups.map((g) => g.user_count)].sort((a, b) => b - a),
  );
  return new Map(rows.map((row) => [row.authority_group_id, row.counted]));
}

const groups = async () =>
  (
    await t()
      .db.selectFrom('authority_groups')
      .select('authority_group_id')
      .orderBy('authority_group_id')
      .execute()
  ).map((row) => row.authority_group_id);

describe("authority groups' kept user counts (migration 180)", () => {
  it('start as the seeded users count', async () => {
    await expectKeptCounts();
  });

  it('follow registration, acceptance, a change of group, deletion and re-registration through the API', async () => {
    const orgGroup = (
      await t()
        .db.selectFrom('internal_groups')
        .select('group_code')
        .orderBy('group_code')
        .executeTakeFirstOrThrow()
    ).group_code;
    const person = {
      surname: '新井',
      given_name: '優子',
      surname_kana: 'アライ',
      given_name_kana: 'ユウコ',
      mail: 'counted@example.com',
      org_group_code: orgGroup,
      authority_group_id: 'VIEWER',
    };
    const other = (await groups()).find((id) => id !== 'VIEWER')!;
    const before = await expectKeptCounts();

    const applied = await post(ACCOUNTS.editor, 'regist', person);
    const { user_id } = applied;
    expect((await expectKeptCounts()).get('VIEWER')).toBe(before.get('VIEWER')! + 1); // 申請中 counts
    await accept(applied);
    await expectKeptCounts();

    const change = await post(ACCOUNTS.editor, 'update', {
      ...person,
      authority_group_id: other,
      user_id,
      version: await versionOf(user_id),
    });
    await accept(change);
    const moved = await expectKeptCounts();
    expect([moved.get('VIEWER'), moved.get(other)]).toEqual([before.get('VIEWER'), before.get(other)! + 1]);

    const removal = await post(ACCOUNTS.editor, 'remove', { user_id, version: await versionOf(user_id) });
    await accept(removal);
    expect((await expectKeptCounts()).get(other)).toBe(before.get(other));

    const again = await post(ACCOUNTS.editor, 'regist', person);
    expect(again.user_id).toBe(user_id);
    await accept(again);
    expect((await expectKeptCounts()).get('VIEWER')).toBe(before.get('VIEWER')! + 1);
  });

  it('follow many users written by one statement: inserted, moved, deleted and restored, and purged', async () => {
    const ids = await groups();
    const groupArray = sql`(ARRAY[${sql.join(ids.map((id) => sql.lit(id)))}]::text[])`;
    const n = 2000;
    await sql`
      INSERT INTO users (user_id, email, surname, given_name, authority_group_id, status)
      SELECT 'B' || lpad(i::text, 9, '0'), 'bulk' || i || '@example.com', '一括', '太郎',
             ${groupArray}[1 + i % ${sql.lit(ids.length)}], CASE WHEN i % 7 = 0 THEN 9 ELSE 1 END
        FROM generate_series(1, ${sql.lit(n)}) i`.execute(t().db);
    await expectKeptCounts();
    // Half change group, a third of those are deleted, the deleted ones of before come back.
    await sql`
      UPDATE users SET authority_group_id = ${groupArray}[1 + (substr(user_id, 2)::int * 3) % ${sql.lit(ids.length)}],
                       status = CASE WHEN status = 9 THEN 1 WHEN substr(user_id, 2)::int % 3 = 0 THEN 9 ELSE status END
       WHERE user_id LIKE 'B%' AND substr(user_id, 2)::int % 2 = 0`.execute(t().db);
    await expectKeptCounts();
    await sql`UPDATE users SET note = 'unchanged counts' WHERE user_id LIKE 'B%'`.execute(t().db);
    await sql`UPDATE users SET authority_group_id = NULL WHERE user_id LIKE 'B%' AND substr(user_id, 2)::int % 5 = 0`.execute(
      t().db,
    );
    await expectKeptCounts();
    await sql`DELETE FROM users WHERE user_id LIKE 'B%' AND status = 9`.execute(t().db);
    await expectKeptCounts();
    await sql`DELETE FROM users WHERE user_id LIKE 'B%'`.execute(t().db);
    await expectKeptCounts();
  });

  it("roll back with the users' writes, and leave with the group", async () => {
    const before = await expectKeptCounts();
    await t()
      .db.transaction()
      .execute(async (tx) => {
        await sql`UPDATE users SET status = 9 WHERE authority_group_id = 'VIEWER'`.execute(tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await expectKeptCounts()).toEqual(before);

    const now = new Date();
    await t()
      .db.insertInto('authority_groups')
      .values({
        authority_group_id: 'COUNTED',
        authority_group_name: '数える',
        data_viewing_class: 1,
        created_date: now,
        updated_date: now,
        created_user_id: null,
        updated_user_id: null,
        note: null,
      })
      .execute();
    await sql`INSERT INTO users (user_id, email, surname, given_name, authority_group_id)
              VALUES ('C000000001', 'c1@example.com', '数', '一', 'COUNTED')`.execute(t().db);
    expect((await expectKeptCounts()).get('COUNTED')).toBe(1);
    await sql`DELETE FROM users WHERE user_id = 'C000000001'`.execute(t().db);
    await t().db.deleteFrom('authority_groups').where('authority_group_id', '=', 'COUNTED').execute();
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM authority_group_user_counts WHERE authority_group_id = 'COUNTED'`.execute(
      t().db,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

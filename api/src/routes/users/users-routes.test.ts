import { sql } from 'kysely';
import {
  applicationDetailSchema,
  applicationListResponseSchema,
  errorBodySchema,
  licensingResponseSchema,
  userActionResponseSchema,
  userDetailSchema,
  userListResponseSchema,
} from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const t = setupTestApp();
jest.setTimeout(120_000);

const newUser = (mail: string) => ({
  surname: '新井',
  given_name: '優子',
  surname_kana: 'アライ',
  given_name_kana: 'ユウコ',
  mail,
  org_group_code: 'G01',
  authority_group_id: 'VIEWER',
  comment: '新規登録をお願いします',
});

const post = (as: string, action: string, body: unknown) =>
  t().call('POST', `/users/${action}`, { as, body });
const errorOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json());
const detailOf = async (id: string) =>
  userDetailSchema.parse((await t().call('GET', `/users/${id}`, { as: ACCOUNTS.editor })).json());
const applicationOf = async (id: string, index: number) =>
  applicationDetailSchema.parse(
    (await t().call('GET', `/users/${id}/applications/${index}`, { as: ACCOUNTS.approver })).json(),
  );
const groupCode = async () =>
  (
    await t()
      .db.selectFrom('internal_groups')
      .select('group_code')
      .orderBy('group_code')
      .executeTakeFirstOrThrow()
  ).group_code;

async function register(mail: string) {
  const response = await post(ACCOUNTS.editor, 'regist', {
    ...newUser(mail),
    org_group_code: await groupCode(),
  });
  expect(response.statusCode).toBe(201);
  return userActionResponseSchema.parse(response.json());
}

describe('users API', () => {
  it('answers the licensing counts and lists users with filters and paging', async () => {
    const licensing = licensingResponseSchema.parse(
      (await t().call('GET', '/users/licensing', { as: ACCOUNTS.editor })).json(),
    );
    expect(licensing).toEqual({
      active_licensing_num: 100,
      in_use_licensing_num: 60,
      remaining_licensing_num: 40,
    });
    const list = userListResponseSchema.parse(
      (await t().call('GET', '/users', { as: ACCOUNTS.editor, query: { status: 1, per_page: 10 } })).json(),
    );
    expect(list.total).toBeGreaterThanOrEqual(60);
    expect(list.users).toHaveLength(10);
    // Past the last page no row carries the total: it is counted on its own, the same.
    const pastEnd = userListResponseSchema.parse(
      (
        await t().call('GET', '/users', {
          as: ACCOUNTS.editor,
          query: { status: 1, per_page: 10, page: 1000 },
        })
      ).json(),
    );
    expect(pastEnd).toMatchObject({ total: list.total, users: [] });
    const byMail = userListResponseSchema.parse(
      (await t().call('GET', '/users', { as: ACCOUNTS.editor, query: { mail: 'approver@' } })).json(),
    );
    expect(byMail.users.map((user) => user.user_id)).toEqual(['U0000005']);
  });

  it("names each listed user's group and 統括本部 from the latest year that has them", async () => {
    const { db } = t();
    const first = userListResponseSchema.parse(
      (await t().call('GET', '/users?per_page=100', { as: ACCOUNTS.editor })).json(),
    );
    const user = first.users.find((row) => row.org_group_code && row.headquarter_code);
    if (!user?.org_group_code || !user.headquarter_code)
      throw new Error('the seed lists no user with a group');
    // Every year gets a name of its own, so only the latest year's can match.
    await db
      .updateTable('internal_groups')
      .set({ group_name: sql`'グループ' || survey_fy`, group_name_eng: sql`'Group ' || survey_fy` })
      .where('group_code', '=', user.org_group_code)
      .execute();
    await db
      .updateTable('internal_headquarters')
      .set({ headquarter_name: sql`'本部' || survey_fy` })
      .where('headquarter_code', '=', user.headquarter_code)
      .execute();
    const latestOf = async (
      table: 'internal_groups' | 'internal_headquarters',
      column: string,
      code: string,
    ) =>
      (
        await db
          .selectFrom(table)
          .select(sql<number>`max(survey_fy)`.as('fy'))
          .where(sql.ref(column), '=', code)
          .executeTakeFirstOrThrow()
      ).fy;
    const groupFy = await latestOf('internal_groups', 'group_code', user.org_group_code);
    const hqFy = await latestOf('internal_headquarters', 'headquarter_code', user.headquarter_code);
    const list = userListResponseSchema.parse(
      (await t().call('GET', '/users?per_page=100', { as: ACCOUNTS.editor })).json(),
    );
    const listed = list.users.find((row) => row.user_id === user.user_id);
    expect(listed).toMatchObject({
      org_group_name: `グループ${groupFy}`,
      org_group_name_eng: `Group ${groupFy}`,
      headquarter_name: `本部${hqFy}`,
    });
  });

  it('enforces the roles of spec §6', async () => {
    expect((await t().call('GET', '/users', { as: ACCOUNTS.viewer })).statusCode).toBe(403);
    expect((await t().call('GET', '/users/applying', { as: ACCOUNTS.editor })).statusCode).toBe(200);
    expect(
      (await t().call('GET', '/users/applying', { as: ACCOUNTS.editor, query: { scope: 'approval' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(ACCOUNTS.editor, 'accept', { user_id: 'U0000061', apply_index: 1, version: 1 })).statusCode,
    ).toBe(403);
    expect((await post(ACCOUNTS.org, 'regist', newUser('x@example.com'))).statusCode).toBe(403);
  });

  it('answers the spec sample 400 for a registration without surname and kana', async () => {
    const { surname: _s, surname_kana: _k, ...rest } = newUser('sample@example.com');
    const response = await post(ACCOUNTS.editor, 'regist', rest);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'W-001-1',
      error_item: { reason: { surname: 'REQUIRED', surname_kana: 'REQUIRED' } },
    });
  });

  it('refuses a duplicate e-mail', async () => {
    const response = await post(ACCOUNTS.editor, 'regist', {
      ...newUser('editor@example.com'),
      org_group_code: await groupCode(),
    });
    expect(errorOf(response)).toMatchObject({
      code: 'W-003',
      error_item: { reason: { mail: 'DUPLICATE_ERROR' } },
    });
  });

  it('registers, approves and records the history; the licence count follows', async () => {
    const before = licensingResponseSchema.parse(
      (await t().call('GET', '/users/licensing', { as: ACCOUNTS.editor })).json(),
    );
    const { user_id, apply_index, version } = await register('flow1@example.com');
    const queue = applicationListResponseSchema.parse(
      (
        await t().call('GET', '/users/applying', {
          as: ACCOUNTS.approver,
          query: { scope: 'approval', per_page: 100 },
        })
      ).json(),
    );
    expect(queue.applications.map((row) => row.user_id)).toContain(user_id);

    const accepted = await post(ACCOUNTS.approver, 'accept', {
      user_id,
      apply_index,
      version,
      comment: '承認します',
    });
    expect(accepted.statusCode).toBe(200);
    const detail = await detailOf(user_id);
    expect(detail.status).toBe(1);
    expect(detail.register_date).not.toBeNull();
    expect(
      detail.all_apply_history_list[0]?.apply_history_list.map((entry) => [
        entry.action,
        entry.comment_user_id,
      ]),
    ).toEqual([
      [0, 'U0000004'],
      [1, 'U0000005'],
    ]);
    const after = licensingResponseSchema.parse(
      (await t().call('GET', '/users/licensing', { as: ACCOUNTS.editor })).json(),
    );
    expect(after.in_use_licensing_num).toBe(before.in_use_licensing_num + 1);
  });

  it('lets exactly one of two approvers act on the same version, and a stale version changes nothing', async () => {
    const { user_id, apply_index, version } = await register('race@example.com');
    const body = { user_id, apply_index, version, comment: '確認' };
    const [first, second] = await Promise.all([
      post(ACCOUNTS.approver, 'accept', body),
      post(ACCOUNTS.admin, 'reject', body),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(errorOf(loser).code).toBe('E-409');
    const app = await applicationOf(user_id, apply_index);
    expect(app.apply_history_list).toHaveLength(2);

    const stale = await post(ACCOUNTS.approver, 'remand', { ...body, comment: '古い版' });
    expect(stale.statusCode).toBe(409);
    expect((await applicationOf(user_id, apply_index)).version).toBe(app.version);
  });

  it('refuses accepting an own application and any transition outside the state table', async () => {
    const own = await post(ACCOUNTS.approver, 'accept', { user_id: 'U0000012', apply_index: 2, version: 1 });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe('自分の申請は承認できません');

    const remanded = await post(ACCOUNTS.approver, 'accept', {
      user_id: 'U0000062',
      apply_index: 1,
      version: 1,
    });
    expect(errorOf(remanded)).toMatchObject({
      code: 'W-002',
      error_item: { reason: { status: 'INVALID_STATUS' } },
    });

    const notOwn = await post(ACCOUNTS.approver, 'delete', {
      user_id: 'U0000061',
      apply_index: 1,
      version: 1,
    });
    expect(notOwn.statusCode).toBe(403);

    const changeWhileOpen = await post(ACCOUNTS.editor, 'remove', {
      user_id: 'U0000010',
      version: (await detailOf('U0000010')).version,
    });
    expect(errorOf(changeWhileOpen).code).toBe('W-002');
  });

  it('remands with a comment, takes the reapplication and lets the applicant withdraw it', async () => {
    const { user_id, apply_index } = await register('remand@example.com');
    const noComment = await post(ACCOUNTS.approver, 'remand', { user_id, apply_index, version: 1 });
    expect(errorOf(noComment)).toMatchObject({ error_item: { reason: { comment: 'REQUIRED' } } });

    expect(
      (await post(ACCOUNTS.approver, 'remand', { user_id, apply_index, version: 1, comment: 'カナ誤り' }))
        .statusCode,
    ).toBe(200);
    expect((await detailOf(user_id)).status).toBe(2);

    const retry = await post(ACCOUNTS.editor, 'retry', {
      ...newUser('remand@example.com'),
      org_group_code: await groupCode(),
      given_name_kana: 'ユウ',
      user_id,
      apply_index,
      version: 2,
      comment: '修正しました',
    });
    expect(retry.statusCode).toBe(200);
    const reapplied = await applicationOf(user_id, apply_index);
    expect(reapplied).toMatchObject({ status: 0, given_name_kana: 'ユウ', user_status: 0 });

    expect(
      (await post(ACCOUNTS.editor, 'delete', { user_id, apply_index, version: reapplied.version }))
        .statusCode,
    ).toBe(200);
    expect((await detailOf(user_id)).status).toBe(4);
  });

  it('applies an accepted change and an accepted deletion to the user', async () => {
    const { user_id, apply_index, version } = await register('change@example.com');
    await post(ACCOUNTS.approver, 'accept', { user_id, apply_index, version });
    const user = await detailOf(user_id);
    const change = await post(ACCOUNTS.editor, 'update', {
      ...newUser('change@example.com'),
      org_group_code: await groupCode(),
      note: '所属変更',
      user_id,
      version: user.version,
    });
    expect(change.statusCode).toBe(200);
    expect((await detailOf(user_id)).note).toBeNull(); // unchanged until accepted
    const changeRef = userActionResponseSchema.parse(change.json());
    const pending = await applicationOf(user_id, changeRef.apply_index);
    expect(pending.current?.note).toBeNull();
    await post(ACCOUNTS.approver, 'accept', {
      user_id,
      apply_index: changeRef.apply_index,
      version: changeRef.version,
    });
    const changed = await detailOf(user_id);
    expect(changed.note).toBe('所属変更');

    const removal = userActionResponseSchema.parse(
      (await post(ACCOUNTS.editor, 'remove', { user_id, version: changed.version, comment: '退職' })).json(),
    );
    await post(ACCOUNTS.approver, 'accept', {
      user_id,
      apply_index: removal.apply_index,
      version: removal.version,
    });
    expect((await detailOf(user_id)).status).toBe(9);
  });

  it('exports the lists as formula-safe UTF-8 CSV with BOM', async () => {
    const response = await t().call('GET', '/users/list/export', {
      as: ACCOUNTS.editor,
      query: { status: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFF?ユーザーID,姓,名,/);
    expect(lines.length).toBeGreaterThan(60);
    // Streamed a page at a time: every user once.
    const ids = lines.slice(1, -1).map((line) => line.split(',')[0]);
    expect(new Set(ids).size).toBe(ids.length);
    // Dates as the list shows them, in Japan time; the file dated in Japan time too.
    expect(lines[1]).toMatch(/,\d{4}\/\d{2}\/\d{2},/);
    expect(response.body).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`filename\\*=UTF-8''${encodeURIComponent('ユーザー一覧_')}\\d{8}\\.csv`),
    );

    const applications = await t().call('GET', '/users/export/', {
      as: ACCOUNTS.approver,
      query: { scope: 'approval' },
    });
    expect(applications.statusCode).toBe(200);
    expect(applications.body.split('\r\n')[0]).toContain(',申請区分,');
    expect(applications.body.split('\r\n')[1]).toMatch(/,\d{4}\/\d{2}\/\d{2} \d{2}:\d{2},/);
  });
});

import {
  applicationDetailSchema,
  applicationListResponseSchema,
  errorBodySchema,
  licensingResponseSchema,
  userActionResponseSchema,
  userDetailSchema,
  userListResponseSchema,
} from '@sdp/shared/contracts';
import { resetMockStore, server } from '../node';
import { call, signIn } from '../testing/mock-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockStore());
afterAll(() => server.close());

const newUser = {
  surname: '新井',
  given_name: '優子',
  surname_kana: 'アライ',
  given_name_kana: 'ユウコ',
  mail: 'arai@example.com',
  org_group_code: '001',
  headquarter_code: '0101',
  authority_group_id: 'VIEWER',
  comment: '新規登録をお願いします',
};

const errorOf = async (response: Response) => errorBodySchema.parse(await response.json());

describe('users mock', () => {
  let editor: string;
  let approver: string;
  let admin: string;
  beforeEach(async () => {
    [editor, approver, admin] = await Promise.all([
      signIn('editor@example.com'),
      signIn('approver@example.com'),
      signIn('admin@example.com'),
    ]);
  });

  const post = (token: string, action: string, body: unknown) =>
    call('POST', `/users/${action}`, { token, body, csrf: true });

  it('answers the sample licensing counts and 60 active users', async () => {
    const licensing = licensingResponseSchema.parse(
      await (await call('GET', '/users/licensing', { token: editor })).json(),
    );
    expect(licensing).toEqual({
      active_licensing_num: 100,
      in_use_licensing_num: 60,
      remaining_licensing_num: 40,
    });
    const active = userListResponseSchema.parse(
      await (await call('GET', '/users?status=1&per_page=10', { token: editor })).json(),
    );
    expect(active.total).toBe(60);
    expect(active.users).toHaveLength(10);
  });

  it('filters users by name, kana and e-mail', async () => {
    const list = userListResponseSchema.parse(
      await (await call('GET', `/users?kana=${encodeURIComponent('タカハシ')}`, { token: editor })).json(),
    );
    expect(list.users.map((user) => user.mail)).toEqual(['editor@example.com']);
  });

  it('answers the spec sample 400 for a registration without surname and kana', async () => {
    const { surname: _s, surname_kana: _k, ...rest } = newUser;
    const response = await post(editor, 'regist', rest);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: 'W-001-1',
      error_item: { reason: { surname: 'REQUIRED', surname_kana: 'REQUIRED' } },
    });
  });

  it('runs a registration through approval, with history and licences', async () => {
    const created = await post(editor, 'regist', newUser);
    expect(created.status).toBe(201);
    const { user_id, apply_index, version } = userActionResponseSchema.parse(await created.json());

    const queue = applicationListResponseSchema.parse(
      await (await call('GET', '/users/applying?scope=approval&per_page=100', { token: approver })).json(),
    );
    expect(queue.applications.map((row) => row.user_id)).toContain(user_id);

    const accepted = await post(approver, 'accept', { user_id, apply_index, version, comment: '承認します' });
    expect(accepted.status).toBe(200);

    const detail = userDetailSchema.parse(
      await (await call('GET', `/users/${user_id}`, { token: editor })).json(),
    );
    expect(detail.status).toBe(1);
    expect(
      detail.all_apply_history_list[0]?.apply_history_list.map((entry) => [entry.action, entry.surname]),
    ).toEqual([
      [0, '申請'],
      [1, '承認'],
    ]);
    const licensing = licensingResponseSchema.parse(
      await (await call('GET', '/users/licensing', { token: editor })).json(),
    );
    expect(licensing.in_use_licensing_num).toBe(61);
  });

  it('lets exactly one of two approvers act on the same version', async () => {
    const app = applicationDetailSchema.parse(
      await (await call('GET', '/users/U0000061/applications/1', { token: approver })).json(),
    );
    const body = { user_id: 'U0000061', apply_index: 1, version: app.version, comment: '確認' };
    const [first, second] = await Promise.all([post(approver, 'accept', body), post(admin, 'reject', body)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect((await errorOf(loser)).code).toBe('E-409');
  });

  it('refuses accepting an own application, other transitions and stale versions', async () => {
    const own = await post(approver, 'accept', { user_id: 'U0000012', apply_index: 2, version: 1 });
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe('自分の申請は承認できません');

    const remanded = await post(approver, 'accept', { user_id: 'U0000062', apply_index: 1, version: 1 });
    expect(remanded.status).toBe(400);
    expect((await errorOf(remanded)).code).toBe('W-002');

    const stale = await post(editor, 'retry', {
      ...newUser,
      user_id: 'U0000062',
      apply_index: 1,
      version: 99,
    });
    expect(stale.status).toBe(409);

    const noComment = await post(approver, 'remand', { user_id: 'U0000061', apply_index: 1, version: 1 });
    expect(await errorOf(noComment)).toMatchObject({
      code: 'W-001-1',
      error_item: { reason: { comment: 'REQUIRED' } },
    });
  });

  it('enforces roles per action and per tab', async () => {
    const viewer = await signIn('viewer@example.com');
    expect((await call('GET', '/users', { token: viewer })).status).toBe(403);
    expect((await call('GET', '/users/applying?scope=approval', { token: editor })).status).toBe(403);
    expect((await call('GET', '/users/applying', { token: editor })).status).toBe(200);
    expect((await post(editor, 'accept', { user_id: 'U0000061', apply_index: 1, version: 1 })).status).toBe(
      403,
    );
    const notOwn = await post(approver, 'delete', { user_id: 'U0000061', apply_index: 1, version: 1 });
    expect((await errorOf(notOwn)).message).toBe('自分の申請のみ取り下げできます');
  });

  it('accepts a change application and writes the new values', async () => {
    const before = applicationDetailSchema.parse(
      await (await call('GET', '/users/U0000010/applications/2', { token: approver })).json(),
    );
    expect(before.current?.note).toBe('兼務あり');
    expect((await post(approver, 'accept', { user_id: 'U0000010', apply_index: 2, version: 1 })).status).toBe(
      200,
    );
    const after = userDetailSchema.parse(
      await (await call('GET', '/users/U0000010', { token: editor })).json(),
    );
    expect(after.note).toBe('異動のため所属変更');
    expect(after.current_apply_index).toBeNull();
  });

  it('refuses sign-in to inactive users, seeded or deleted through an application, like the server', async () => {
    await expect(signIn('user065@example.com')).rejects.toThrow('403');
    await expect(signIn('user061@example.com')).rejects.toThrow('403');
    const viewerToken = await signIn('viewer@example.com');
    const viewer = userDetailSchema.parse(
      await (await call('GET', '/users/U0000007', { token: editor })).json(),
    );
    const removed = userActionResponseSchema.parse(
      await (
        await post(editor, 'remove', { user_id: 'U0000007', version: viewer.version, comment: '退職' })
      ).json(),
    );
    await expect(signIn('viewer@example.com')).resolves.toBeTruthy();
    const { user_id, apply_index, version } = removed;
    expect((await post(approver, 'accept', { user_id, apply_index, version })).status).toBe(200);
    await expect(signIn('viewer@example.com')).rejects.toThrow('403');
    const stale = await call('GET', '/authority/all', { token: viewerToken });
    expect(stale.status).toBe(403);
  });

  it('exports the user list as formula-safe UTF-8 CSV with BOM', async () => {
    const response = await call('GET', '/users/list/export?status=1', { token: editor });
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFF?ユーザーID,/);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(61);
  });
});

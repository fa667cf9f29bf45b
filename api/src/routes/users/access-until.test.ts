import { userActionResponseSchema, userDetailSchema } from '@sdp/shared/contracts';
import { ACCOUNTS, createTestApp, type TestApp } from '../../test/test-app';

jest.setTimeout(120_000);

// The clock authentication reads 利用期限 against; each test sets it.
let now = new Date('2026-06-01T00:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => now });
}, 180_000);
afterAll(() => t?.close(), 30_000);

const LIMITED = 'limited@example.com';
const post = (action: string, body: unknown, as: string = ACCOUNTS.editor) =>
  t.call('POST', `/users/${action}`, { as, body });
const detailOf = async (id: string) =>
  userDetailSchema.parse((await t.call('GET', `/users/${id}`, { as: ACCOUNTS.editor })).json());
const groupCode = async () =>
  (
    await t.db
      .selectFrom('internal_groups')
      .select('group_code')
      .orderBy('group_code')
      .executeTakeFirstOrThrow()
  ).group_code;
const fields = async (accessUntil: string | null | undefined) => ({
  surname: '期限',
  given_name: '七子',
  surname_kana: 'キゲン',
  given_name_kana: 'ナナコ',
  mail: LIMITED,
  org_group_code: await groupCode(),
  // A group that may read the user list: the refusal is about the date, not the roles.
  authority_group_id: 'USER_EDITOR',
  ...(accessUntil === undefined ? {} : { access_until: accessUntil }),
});
const accept = async (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBeLessThan(300);
  const ref = userActionResponseSchema.parse(response.json());
  const accepted = await post('accept', { ...ref, version: ref.version }, ACCOUNTS.approver);
  expect(accepted.statusCode).toBe(200);
  return ref.user_id;
};
const jst = (text: string) => new Date(`${text}+09:00`);

describe('利用期限 (access_until)', () => {
  let userId: string;

  it('travels through a registration application and shows on the user', async () => {
    userId = await accept(await post('regist', { ...(await fields('2026-06-30')), comment: '期限付き' }));
    expect((await detailOf(userId)).access_until).toBe('2026-06-30');
    const listed = await t.call('GET', '/users', { as: ACCOUNTS.editor, query: { mail: LIMITED } });
    expect(listed.json().users[0].access_until).toBe('2026-06-30');
  });

  it('lets the user in through the whole last day in Japan time, then refuses sign-in and every call', async () => {
    now = jst('2026-06-30T23:59:59');
    // Sign-in: the token from the identity provider, then the first API call (the roles).
    expect((await t.call('GET', '/authority/all', { as: LIMITED })).statusCode).toBe(200);
    expect((await t.call('GET', '/users', { as: LIMITED })).statusCode).toBe(200);

    now = jst('2026-07-01T00:00:00');
    // The same (cached) token on the next request, and a new sign-in.
    for (const path of ['/users', '/authority/all', `/users/${userId}`]) {
      const refused = await t.call('GET', path, { as: LIMITED });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'E-403-2',
        message: '利用期限（2026/06/30）を過ぎたため サインインできません',
      });
    }
    const fresh = await t.app.inject({ method: 'POST', url: '/dev-idp/token', payload: { email: LIMITED } });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/authority/all',
      headers: { authorization: `Bearer ${fresh.json().id_token}` },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('利用期限（2026/06/30）を過ぎたため サインインできません');
    // Others are unaffected.
    expect((await t.call('GET', '/users', { as: ACCOUNTS.editor })).statusCode).toBe(200);
  });

  it('applies a later date or no date only once the change is accepted', async () => {
    const user = await detailOf(userId);
    const change = await post('update', { ...(await fields(null)), user_id: userId, version: user.version });
    expect(change.statusCode).toBe(200);
    // Pending: still refused, the user's date unchanged.
    expect((await detailOf(userId)).access_until).toBe('2026-06-30');
    expect((await t.call('GET', '/authority/all', { as: LIMITED })).statusCode).toBe(403);
    await accept(change);
    expect((await detailOf(userId)).access_until).toBeNull();
    expect((await t.call('GET', '/authority/all', { as: LIMITED })).statusCode).toBe(200);
  });

  it('records each change of the date in the user history', async () => {
    const events = await t.db
      .selectFrom('audit_events')
      .select(['changes'])
      .where('entity', '=', 'user')
      .where('entity_key', '=', userId)
      .orderBy('audit_event_id')
      .execute();
    const changes = events.flatMap((event) => event.changes).filter((c) => c.field === 'access_until');
    expect(changes).toEqual([
      { field: 'access_until', before: null, after: '2026-06-30' },
      { field: 'access_until', before: '2026-06-30', after: null },
    ]);
  });

  it.each([['2026-02-30'], ['2026/06/30'], ['明日'], [20260630]])(
    'refuses %p as a date with 400 and changes nothing',
    async (bad) => {
      const before = await detailOf(userId);
      const applications = await t.db
        .selectFrom('user_applications')
        .select(t.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const change = await post('update', {
        ...(await fields(undefined)),
        access_until: bad,
        user_id: userId,
        version: before.version,
      });
      expect(change.statusCode).toBe(400);
      expect(change.json()).toMatchObject({
        code: expect.stringMatching(/^W-001/),
        error_item: { reason: { access_until: expect.stringMatching(/INVALID_VALUE|TYPE_ERROR/) } },
      });
      const registration = await post('regist', {
        ...(await fields(undefined)),
        mail: 'bad-date@example.com',
        access_until: bad,
      });
      expect(registration.statusCode).toBe(400);
      expect(await detailOf(userId)).toEqual(before);
      expect(
        await t.db
          .selectFrom('user_applications')
          .select(t.db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ).toEqual(applications);
      const unknown = await t.db
        .selectFrom('users')
        .select('user_id')
        .where('email', '=', 'bad-date@example.com');
      expect(await unknown.executeTakeFirst()).toBeUndefined();
    },
  );
});

import { USER_SORT_KEYS, userListResponseSchema } from '@sdp/shared/contracts';
import { setupTestApp } from '../../test/test-app';
import { expectSameAnswer, HARD_TEXT } from '../../test/json-answer';
import { listUsers, listUsersJson, type ListFilters } from './users-repository';

const app = setupTestApp();

type Page = Parameters<typeof listUsersJson>[2];

/** The old path's answer, as the handler built it before PostgreSQL wrote the JSON. */
async function both(filters: ListFilters, page: Page) {
  const db = app().db;
  const old = await listUsers(db, filters, page);
  const answer = await listUsersJson(db, filters, page);
  expectSameAnswer(userListResponseSchema, answer, {
    total: old.total,
    page: page.page,
    per_page: page.perPage,
    users: old.rows,
  });
  // The same input again: the statement compiled once answers the same.
  expect((await listUsersJson(db, filters, page)).text).toBe(answer.text);
  return JSON.parse(answer.text) as { total: number; users: { user_id: string }[] };
}

const page = (sort: Page['sort'], order: Page['order'], perPage = 20, at = 1): Page => ({
  sort,
  order,
  page: at,
  perPage,
});

beforeAll(async () => {
  const db = app().db;
  const group = await db.selectFrom('internal_groups').select('group_code').limit(1).executeTakeFirst();
  const hq = await db
    .selectFrom('internal_headquarters')
    .select('headquarter_code')
    .limit(1)
    .executeTakeFirst();
  const authority = await db
    .selectFrom('authority_groups')
    .select('authority_group_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  // Near midnight +09 and with microseconds, which pg's Date drops.
  const stamps = [
    '2026-03-31T14:59:59.999999Z',
    '2026-03-31T15:00:00.000500Z',
    '2025-12-31T23:59:59.123456Z',
  ];
  // Office codes: none, empty (counts as none), a code with an application naming it; classes known and not.
  const offices: [string | null, number | null][] = [
    [null, 1],
    ['', 2],
    ['JSONOF01', 3],
    ['JSONOF02', 0],
    ['JSONOF03', 7],
    ['JSONOF04', null],
  ];
  const users = offices.map(([officeCode, officeClass], i) => ({
    user_id: `JSONU${i}`,
    email: `json-user-${i}@example.com`,
    surname: HARD_TEXT[i % HARD_TEXT.length]!,
    given_name: i % 2 ? '太郎' : HARD_TEXT[(i + 1) % HARD_TEXT.length]!,
    surname_kana: i % 3 ? 'ジェイソン' : null,
    given_name_kana: i % 2 ? null : HARD_TEXT[i % HARD_TEXT.length]!,
    organization_id: i % 2 ? `ORG${i}` : null,
    office_class: officeClass,
    org_group_code: i === 0 ? (group?.group_code ?? null) : i === 1 ? 'ZZZ' : null,
    headquarter_code: i === 2 ? (hq?.headquarter_code ?? null) : i === 3 ? 'ZZZZ' : null,
    office_code: officeCode,
    authority_group_id: i % 2 ? authority.authority_group_id : null,
    note: i % 2 ? null : HARD_TEXT[(i + 2) % HARD_TEXT.length]!,
    status: i === 5 ? 0 : 1,
    access_until: i % 2 ? '2027-03-31' : null,
    apply_date: i === 4 ? null : new Date(stamps[i % stamps.length]!),
    accept_date: i % 2 ? new Date(stamps[(i + 1) % stamps.length]!) : null,
  }));
  await db.insertInto('users').values(users).execute();
  await db
    .insertInto('user_applications')
    .values(
      ['JSONU2', 'JSONU3'].map((user_id, i) => ({
        user_id,
        apply_index: 1,
        process_type: 1,
        status: 1,
        apply_user_id: user_id,
        apply_date: new Date(stamps[0]!),
        email: `json-user-${i + 2}@example.com`,
        surname: 'x',
        given_name: 'y',
        office_code: `JSONOF0${i + 1}`,
        office_name: HARD_TEXT[i]!,
        created_date: new Date(),
        updated_date: new Date(),
      })),
    )
    .execute();
});

describe('users list written by PostgreSQL', () => {
  it.each(USER_SORT_KEYS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
    'answers what the rows-as-objects path answered, sorted by %s',
    async (sortOrder) => {
      const [sort, order] = sortOrder.split(' ') as [Page['sort'], Page['order']];
      for (const at of [1, 2]) {
        const answer = await both({}, page(sort, order, 5, at));
        expect(answer.users).toHaveLength(5);
      }
    },
  );

  it('keeps hard text, nulls, names and office classes, filtered by each filter', async () => {
    const ours = await both({ mail: 'json-user-' }, page('user_id', 'asc'));
    expect(ours.users.map((u) => u.user_id)).toEqual([
      'JSONU0',
      'JSONU1',
      'JSONU2',
      'JSONU3',
      'JSONU4',
      'JSONU5',
    ]);
    expect((await both({ name: '"ク' }, page('mail', 'desc'))).total).toBeGreaterThan(0);
    expect((await both({ kana: 'ジェイ' }, page('surname_kana', 'asc'))).total).toBeGreaterThan(0);
    expect((await both({ organization: 'JSONOF' }, page('org_group_code', 'desc'))).total).toBe(4);
    expect((await both({ name: '%_' }, page('apply_date', 'asc'))).total).toBeGreaterThan(0);
    await both({ status: 0 }, page('accept_date', 'desc'));
    await both({ authority_group_id: 'no such group' }, page('status', 'asc'));
  });

  it('answers the total and no rows past the last page, and an empty list', async () => {
    const past = await both({}, page('user_id', 'asc', 20, 999));
    expect(past.total).toBeGreaterThan(0);
    expect(past.users).toEqual([]);
    const none = await both({ mail: 'no such mail' }, page('user_id', 'asc'));
    expect(none).toEqual({ total: 0, page: 1, per_page: 20, users: [] });
  });
});

import { sql } from 'kysely';
import { userListQuerySchema, userListResponseSchema } from '@sdp/shared/contracts';
import { setupTestApp } from '../../test/test-app';
import { expectSameAnswer, HARD_TEXT } from '../../test/json-answer';
import { listUsers, type ListFilters } from './users-repository';
import { listUsersJson } from './users-json';

const app = setupTestApp();
const SORT_KEYS = userListQuerySchema.shape.sort.unwrap().options;
type Sort = (typeof SORT_KEYS)[number];

/** The JSON PostgreSQL writes against the handler's old answer (listUsers through the schema), on the same rows. */
async function both(
  filters: ListFilters,
  paging: { page: number; perPage: number; sort: Sort; order: 'asc' | 'desc' },
) {
  const db = app().db;
  const old = await listUsers(db, filters, paging);
  const answer = await listUsersJson(db, filters, paging);
  expectSameAnswer(userListResponseSchema, answer, {
    total: old.total,
    page: paging.page,
    per_page: paging.perPage,
    users: old.rows,
  });
  return JSON.parse(answer.text) as {
    total: number;
    users: { user_id: string; apply_date: string | null }[];
  };
}

/** Rows that stress the writer: hard text, nulls, an empty office code, microseconds, dates near midnight in Japan. */
const EDITS = [
  { surname: HARD_TEXT[0]!, note: HARD_TEXT[1]!, surname_kana: null, office_code: '', office_class: 1 },
  {
    surname: HARD_TEXT[2]!,
    given_name: HARD_TEXT[3]!,
    note: null,
    office_class: 3,
    access_until: '2026-12-31',
  },
  { surname_kana: 'ア', apply_date: '2026-03-31 23:59:59.999999+09', accept_date: null, office_class: 0 },
  { given_name_kana: null, apply_date: '1999-12-31 15:00:00+00', accept_date: '2000-02-29 00:00:00.0005+09' },
  { organization_id: null, office_code: null, authority_group_id: null, org_group_code: null },
];

beforeAll(async () => {
  const db = app().db;
  const ids = await db.selectFrom('users').select('user_id').orderBy('user_id').limit(EDITS.length).execute();
  for (const [i, { user_id }] of ids.entries()) {
    const { apply_date, accept_date, ...rest } = EDITS[i]!;
    await db
      .updateTable('users')
      .set({
        ...rest,
        ...(apply_date ? { apply_date: sql`${apply_date}::timestamptz` } : {}),
        ...(accept_date !== undefined
          ? { accept_date: accept_date && sql`${accept_date}::timestamptz` }
          : {}),
      })
      .where('user_id', '=', user_id)
      .execute();
  }
});

describe('users list written by PostgreSQL', () => {
  it.each(SORT_KEYS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
    'answers what the rows-as-objects path answered, sorted by %s',
    async (sortOrder) => {
      const [sort, order] = sortOrder.split(' ') as [Sort, 'asc' | 'desc'];
      for (const page of [1, 2]) {
        const answer = await both({}, { page, perPage: 4, sort, order });
        expect(answer.users).toHaveLength(4);
      }
    },
  );

  it('keeps hard text, nulls, empty office codes and timestamps to the millisecond', async () => {
    const first = await both({}, { page: 1, perPage: EDITS.length, sort: 'user_id', order: 'asc' });
    expect(first.users[2]!.apply_date).toBe('2026-03-31T14:59:59.999Z');
    expect(first.users[3]!.apply_date).toBe('1999-12-31T15:00:00.000Z');
  });

  it('filters as the list does, past the last page and with nothing found', async () => {
    const byName = await both({ name: '"クォート' }, { page: 1, perPage: 20, sort: 'user_id', order: 'asc' });
    expect(byName.total).toBe(1);
    await both({ status: 1 }, { page: 1, perPage: 20, sort: 'apply_date', order: 'desc' });
    await both({ organization: '%' }, { page: 1, perPage: 20, sort: 'org_group_code', order: 'asc' });
    const past = await both({}, { page: 999, perPage: 20, sort: 'user_id', order: 'asc' });
    expect(past.users).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
    const none = await both(
      { mail: 'nobody-at-all' },
      { page: 1, perPage: 20, sort: 'user_id', order: 'asc' },
    );
    expect(none).toEqual({ total: 0, page: 1, per_page: 20, users: [] });
  });
});

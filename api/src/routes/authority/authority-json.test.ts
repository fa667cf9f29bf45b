import { authorityGroupListQuerySchema, authorityGroupListResponseSchema } from '@sdp/shared/contracts';
import { setupTestApp } from '../../test/test-app';
import { expectSameAnswer, HARD_TEXT } from '../../test/json-answer';
import { listGroups, listGroupsJson } from './authority-repository';

const app = setupTestApp();

/** The old path's answer, as the handler built it before PostgreSQL wrote the JSON. */
async function both(filter: Parameters<typeof listGroups>[1], page: Parameters<typeof listGroups>[2]) {
  const db = app().db;
  const old = await listGroups(db, filter, page);
  const answer = await listGroupsJson(db, filter, page);
  expectSameAnswer(authorityGroupListResponseSchema, answer, {
    total: old.total,
    page: page.page,
    per_page: page.perPage,
    authority_groups: old.groups,
  });
  return JSON.parse(answer.text) as { total: number; authority_groups: { authority_group_id: string }[] };
}

beforeAll(async () => {
  const now = new Date('2026-03-31T15:00:00.123Z');
  await app()
    .db.insertInto('authority_groups')
    .values(
      HARD_TEXT.map((text, i) => ({
        authority_group_id: `JSON_${i}`,
        authority_group_name: text,
        data_viewing_class: 1 + (i % 2),
        note: i % 2 ? null : text,
        created_date: now,
        created_user_id: null,
        updated_date: now,
        updated_user_id: null,
      })),
    )
    .execute();
  await app()
    .db.insertInto('authority_group_roles')
    .values([
      { authority_group_id: 'JSON_0', role_id: 'MST_USER_VIEWER' },
      { authority_group_id: 'JSON_0', role_id: 'MST_ORGANIZATION' },
    ])
    .execute();
});

const SORT_KEYS = authorityGroupListQuerySchema.shape.sort.unwrap().options;

describe('authority group list written by PostgreSQL', () => {
  it.each(SORT_KEYS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
    'answers what the rows-as-objects path answered, sorted by %s',
    async (sortOrder) => {
      const [sort, order] = sortOrder.split(' ') as [(typeof SORT_KEYS)[number], 'asc' | 'desc'];
      for (const page of [1, 2]) {
        const answer = await both({}, { page, perPage: 5, sort, order });
        expect(answer.authority_groups).toHaveLength(5);
      }
    },
  );

  it('keeps hard text, nulls and roles, filtered by keyword or role', async () => {
    const byKeyword = await both(
      { keyword: '"' },
      { page: 1, perPage: 20, sort: 'authority_group_id', order: 'asc' },
    );
    expect(byKeyword.authority_groups.map((g) => g.authority_group_id)).toEqual(['JSON_0']);
    const byPercent = await both(
      { keyword: '%_' },
      { page: 1, perPage: 20, sort: 'authority_group_name', order: 'desc' },
    );
    expect(byPercent.total).toBe(1);
    const byRole = await both(
      { roleId: 'MST_USER_VIEWER' },
      { page: 1, perPage: 100, sort: 'user_count', order: 'desc' },
    );
    expect(byRole.authority_groups.map((g) => g.authority_group_id)).toContain('JSON_0');
  });

  it('answers the total and no rows past the last page, and an empty list', async () => {
    const past = await both({}, { page: 99, perPage: 20, sort: 'authority_group_id', order: 'asc' });
    expect(past.total).toBeGreaterThan(0);
    expect(past.authority_groups).toEqual([]);
    const none = await both(
      { keyword: 'no such group' },
      { page: 1, perPage: 20, sort: 'authority_group_id', order: 'asc' },
    );
    expect(none).toEqual({ total: 0, page: 1, per_page: 20, authority_groups: [] });
  });
});

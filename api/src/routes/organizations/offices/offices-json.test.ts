import { sql } from 'kysely';
import { officeListQuerySchema, officeListResponseSchema, type OfficeListQuery } from '@sdp/shared/contracts';
import { setupTestApp } from '../../../test/test-app';
import { expectSameAnswer, HARD_TEXT } from '../../../test/json-answer';
import { OFFICE_LIST_FIELDS, offices } from './offices-repository';

const app = setupTestApp();
const SORT_KEYS = officeListQuerySchema.shape.sort.unwrap().options;
const FY = 2025;

/** The JSON PostgreSQL writes against the handler's old answer (offices.page through the schema), on the same rows. */
async function both(query: Partial<OfficeListQuery>) {
  const db = app().db;
  const full = { survey_fy: FY, page: 1, per_page: 20, ...query };
  const old = await offices.page(db, full);
  const answer = await offices.pageJson(db, full, { fields: OFFICE_LIST_FIELDS, key: 'offices' });
  expectSameAnswer(officeListResponseSchema, answer, {
    total: old.total,
    page: full.page,
    per_page: full.per_page,
    offices: old.rows,
  });
  return JSON.parse(answer.text) as {
    total: number;
    offices: { office_code: string; created_date: string }[];
  };
}

/** Offices that stress the writer: hard text, nulls, names not found, microseconds, every office class. */
const EDITS = [
  { office_name: HARD_TEXT[0]!, notes: HARD_TEXT[1]!, office_name_eng: null, office_class: 1 },
  { office_name: HARD_TEXT[2]!, exclusion_reason: HARD_TEXT[3]!, office_class: 2, survey_target_class: null },
  { office_class: 3, is_survey_required: false, admin_code: 'ZZZZZ' },
  {
    supervision_code: 'ZZZZ',
    notes: null,
    created_date: sql<Date>`'2026-03-31 23:59:59.999999+09'::timestamptz`,
  },
];

beforeAll(async () => {
  const db = app().db;
  const ids = await db
    .selectFrom('offices')
    .select('office_id')
    .where('survey_fy', '=', FY)
    .orderBy('office_code')
    .limit(EDITS.length)
    .execute();
  expect(ids).toHaveLength(EDITS.length);
  for (const [i, { office_id }] of ids.entries())
    await db.updateTable('offices').set(EDITS[i]!).where('office_id', '=', office_id).execute();
});

describe('offices list written by PostgreSQL', () => {
  it.each(SORT_KEYS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
    'answers what the rows-as-objects path answered, sorted by %s',
    async (sortOrder) => {
      const [sort, order] = sortOrder.split(' ') as [(typeof SORT_KEYS)[number], 'asc' | 'desc'];
      for (const page of [1, 2]) await both({ sort, order, page, per_page: 3 });
    },
  );

  it('keeps hard text, nulls, names not found and timestamps to the millisecond', async () => {
    const first = await both({ per_page: EDITS.length });
    expect(first.offices).toHaveLength(EDITS.length);
    expect(first.offices[3]!.created_date).toBe('2026-03-31T14:59:59.999Z');
  });

  it('filters as the list does (a joined column too), past the last page and with nothing found', async () => {
    await both({ keyword: '"' });
    await both({ office_class: 2, survey_target_class: 1 });
    const group = await app()
      .db.selectFrom('internal_groups')
      .select('group_code')
      .where('survey_fy', '=', FY)
      .executeTakeFirstOrThrow();
    await both({ group_code: group.group_code, sort: 'office_name', order: 'desc' });
    const past = await both({ page: 999 });
    expect(past.offices).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
    expect(await both({ keyword: 'no such office' })).toEqual({
      total: 0,
      page: 1,
      per_page: 20,
      offices: [],
    });
  });
});

import { sql } from 'kysely';
import { createTestDb } from '../test/test-db';
import type { DbHandle } from './connect';
import { likeContaining, pageWindow } from './list-page';

describe('pageWindow', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('writes the page into the statement: the same rows, no parameter', async () => {
    const window = pageWindow(2, 3);
    const query = sql<{ n: number }>`SELECT n FROM generate_series(1, 10) n ORDER BY n
      LIMIT ${window.limit} OFFSET ${window.offset}`;
    const compiled = query.compile(handle.db);
    expect(compiled.parameters).toEqual([]);
    expect(compiled.sql).toMatch(/LIMIT 2 OFFSET 3$/);
    const { rows } = await query.execute(handle.db);
    expect(rows.map((row) => row.n)).toEqual([4, 5]);
  });

  it.each([
    [20.5, 0],
    [20, -20],
    [Number.NaN, 0],
    [20, Number.POSITIVE_INFINITY],
  ])('refuses LIMIT %p OFFSET %p: nothing but a whole number is written in', (limit, offset) => {
    expect(() => pageWindow(limit, offset)).toThrow(RangeError);
  });
});

describe('likeContaining', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('finds the text itself: %, _ and \\ in a search are characters, not wildcards', async () => {
    const words = ['100%達成', '1000達成', 'A_B', 'AXB', 'C:\\tmp', 'C:tmp'];
    const found = async (text: string) => {
      const { rows } = await sql<{ w: string }>`SELECT w FROM unnest(${words}::text[]) w
        WHERE w ILIKE ${likeContaining(text)} ORDER BY w`.execute(handle.db);
      return rows.map((row) => row.w);
    };
    expect(await found('%')).toEqual(['100%達成']);
    expect(await found('_')).toEqual(['A_B']);
    expect(await found('\\')).toEqual(['C:\\tmp']);
    expect((await found('達成')).sort()).toEqual(['1000達成', '100%達成'].sort());
  });
});

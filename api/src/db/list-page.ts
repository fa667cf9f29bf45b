import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { PageQuery } from '@sdp/shared/contracts';

/** The ILIKE pattern of "contains `text`": its own `%`, `_` and `\` taken literally. */
export const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** `ILIKE '%keyword%'` on any of the columns (likeContaining). */
export const containsAny = (columns: readonly string[], keyword: string): Expression<SqlBool> => {
  const like = likeContaining(keyword);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`${sql.ref(column)} ilike ${like}`),
    sql` or `,
  )})`;
};

/**
 * A list's sort keys → what each orders by, as a Map: the key is the caller's word, and a plain object would answer
 * `__proto__` or `constructor` with what its prototype holds. The Record's type makes every key of the contract's
 * list (`sortQuery`) name its columns.
 */
export const sortTable = <K extends string, V>(table: Readonly<Record<K, V>>): ReadonlyMap<string, V> =>
  new Map(Object.entries<V>(table));

export interface PageOrder {
  /** Sort key of the wire → the columns it orders by (sortTable). */
  sorts: ReadonlyMap<string, readonly string[]>;
  /** Sort key used when the query names none. */
  fallback: string;
  /** Unique column that makes the order total, so pages never overlap. */
  tiebreak: string;
}

const TOTAL = 'sdp_page_total';

/**
 * A page's LIMIT and OFFSET written into the statement, not sent as parameters: with them as parameters PostgreSQL
 * estimates a tenth of the table per page, judges its generic plan dearer than a custom one and plans the statement
 * anew on every run (0.4–0.5 ms of a list's 1 ms, users and authority groups on the volume seed). Written in, the
 * plan is made once per connection. Both are checked to be whole numbers: nothing else is ever written in.
 */
export function pageWindow(limit: number, offset: number) {
  if (!Number.isSafeInteger(limit) || limit < 0 || !Number.isSafeInteger(offset) || offset < 0)
    throw new RangeError(`LIMIT ${limit} OFFSET ${offset} is not a page`);
  return { limit: sql.lit(limit), offset: sql.lit(offset) };
}

/** The query's page (`.$call(inPage(page, perPage))`), its LIMIT and OFFSET written in (pageWindow). */
export const inPage =
  (page: number, perPage: number) =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => {
    const window = pageWindow(perPage, (page - 1) * perPage);
    return query.limit(window.limit).offset(window.offset);
  };

/** The query's requested page in the requested order (the order made total by the tiebreak). */
export function sortedPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: PageQuery & { sort?: string },
  order: PageOrder,
) {
  let page = base;
  for (const column of pageColumns(query, order)) page = page.orderBy(sql.ref(column), query.order ?? 'asc');
  return page.orderBy(sql.ref(order.tiebreak)).$call(inPage(query.page, query.per_page));
}

/** The columns a page is sorted by (the tiebreak not included). */
export const pageColumns = (query: PageQuery & { sort?: string }, order: PageOrder): readonly string[] =>
  order.sorts.get(query.sort ?? order.fallback) ?? order.sorts.get(order.fallback) ?? [];

/** How many rows a filtered query has: the query itself, its selection replaced by one count. */
export const countRows = <DB, TB extends keyof DB, O>(base: SelectQueryBuilder<DB, TB, O>) =>
  base
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('count'))
    .$castTo<{ count: number }>();

/**
 * The total of a filtered query and its requested page in the requested order, in one statement: the total is an
 * uncorrelated sub-select (computed once, before the page's sort and limit). A page past the end has no row to
 * carry it, so only then is it counted on its own.
 */
export async function pageOf<DB, TB extends keyof DB, O, CDB = DB, CTB extends keyof CDB = never>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: PageQuery & { sort?: string },
  order: PageOrder,
  /** A cheaper count of the same rows (the table alone, when no filter needs a joined one). */
  countOf?: SelectQueryBuilder<CDB, CTB, { count: number }>,
) {
  const counted = countOf ?? countRows(base);
  const found = await sortedPage(base.select(sql<number>`(${counted})`.as(TOTAL)), query, order)
    .$castTo<O & { [TOTAL]: number }>()
    .execute();
  const total = found[0]?.[TOTAL] ?? (await counted.executeTakeFirstOrThrow()).count;
  const rows = found.map(({ [TOTAL]: _total, ...row }) => row as O);
  return { total, rows };
}

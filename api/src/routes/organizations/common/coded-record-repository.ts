import { sql, type SelectQueryBuilder, type Simplify, type SqlBool } from 'kysely';
import type { PageQuery } from '@sdp/shared/contracts';
import type { Db } from '../../../db/database';
import { jsonPage, rowColumn, type JsonPageSpec } from '../../../db/json-page';
import {
  containsAny,
  countRows,
  pageColumns,
  pageOf,
  sortedPage,
  type PageOrder,
} from '../../../db/list-page';
import {
  deleteVersioned,
  insertVersioned,
  updateVersioned,
  type ColumnsOf,
  type VersionedKey,
} from '../../../db/versioned';

type CodedTable = 'offices' | 'corporations';

export interface CodedListQuery extends PageQuery {
  survey_fy: number;
  keyword?: string | undefined;
}

/**
 * A kind of record kept per survey year under a business code unique within the year (offices, related
 * companies): its table, the joined read every answer comes from, and what its list filters on.
 */
export interface CodedRecordKind<
  T extends CodedTable,
  DB,
  TB extends keyof DB,
  Row,
  Detail,
  Create,
  Query,
> extends VersionedKey<T> {
  /** Alias of the table in `select`. */
  alias: string;
  /** The business code column, unique within a survey year. */
  code: string;
  select: (db: Db) => SelectQueryBuilder<DB, TB, Row>;
  toDetail: (row: Simplify<Row>) => Detail;
  columnsOf: (input: Create) => ColumnsOf<T>;
  /** Sort keys → columns (with the alias). */
  order: PageOrder;
  /** Columns (without the alias) the keyword is looked for in. */
  keywordColumns: readonly string[];
  /** Equality filters of the list: column (without the alias, or a joined one's qualified name) → value;
   * undefined ones are left out. */
  filtersOf: (query: Query) => Record<string, string | number | undefined>;
}

/** The reads and writes every coded kind shares, configured by its kind. */
export function codedRecordRepository<
  T extends CodedTable,
  DB,
  TB extends keyof DB,
  Row,
  Detail,
  Create,
  Query extends CodedListQuery,
>(kind: CodedRecordKind<T, DB, TB, Row, Detail, Create, Query>) {
  /** A name with a dot is already qualified (a joined table's column); others are the kind's own. */
  const column = (name: string) => sql.ref(name.includes('.') ? name : `${kind.alias}.${name}`);
  const equals = (name: string, value: unknown) => sql<SqlBool>`${column(name)} = ${value}`;
  const ofYear = (db: Db, surveyFy: number) => kind.select(db).where(equals('survey_fy', surveyFy));

  /** The list's filtered rows, and the count of them (the kind's table alone when no filter needs a join). */
  function listed(db: Db, query: Query) {
    const filters = Object.entries(kind.filtersOf(query)).filter(([, value]) => value !== undefined);
    const conditions = [
      equals('survey_fy', query.survey_fy),
      ...filters.map(([name, value]) => equals(name, value)),
      ...(query.keyword
        ? [
            containsAny(
              kind.keywordColumns.map((name) => `${kind.alias}.${name}`),
              query.keyword,
            ),
          ]
        : []),
    ];
    let base = kind.select(db);
    for (const condition of conditions) base = base.where(condition);
    // The total counts the kind's own rows: the joins only add names, unless a filter is on a joined column.
    const ownCount = filters.every(([name]) => !name.includes('.'))
      ? db
          .selectFrom(sql`${sql.table(kind.table)}`.as(kind.alias))
          .select(sql<number>`count(*)::int`.as('count'))
          .where(sql<SqlBool>`${sql.join(conditions, sql` AND `)}`)
      : undefined;
    return { base, ownCount };
  }

  return {
    async page(db: Db, query: Query) {
      const { base, ownCount } = listed(db, query);
      const { total, rows } = await pageOf(base, query, kind.order, ownCount);
      return { total, rows: rows.map(kind.toDetail) };
    },

    /** The list's answer as PostgreSQL writes it (jsonPage), each row's fields written over the joined row `r`. */
    pageJson<T>(db: Db, query: Query, answer: Pick<JsonPageSpec, 'fields' | 'key'>) {
      const { base, ownCount } = listed(db, query);
      const inRow = (column: string) => rowColumn(column.slice(column.lastIndexOf('.') + 1));
      const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
      return jsonPage<T>(db, {
        ...answer,
        rows: sortedPage(base, query, kind.order),
        order: sql.join([
          ...pageColumns(query, kind.order).map((column) => sql`${inRow(column)} ${direction}`),
          inRow(kind.order.tiebreak),
        ]),
        total: ownCount ?? countRows(base),
        page: query.page,
        perPage: query.per_page,
      });
    },

    async find(db: Db, id: number): Promise<Detail | undefined> {
      const row = await kind.select(db).where(equals(kind.id, id)).executeTakeFirst();
      return row ? kind.toDetail(row) : undefined;
    },

    /** Every record of a year in code order (the export). */
    async ofYear(db: Db, surveyFy: number): Promise<Detail[]> {
      const rows = await ofYear(db, surveyFy).orderBy(column(kind.code)).execute();
      return rows.map(kind.toDetail);
    },

    insert: (db: Db, input: Create, userId: string) =>
      insertVersioned(db, kind, kind.columnsOf(input), userId),

    update: (db: Db, key: { id: number; version: number }, input: Create, userId: string) =>
      updateVersioned(db, kind, key, kind.columnsOf(input), userId),

    remove: (db: Db, key: { id: number; version: number }) => deleteVersioned(db, kind, key),

    /** Another record of the year already has the code. */
    async codeTaken(db: Db, surveyFy: number, code: string, exceptId = 0): Promise<boolean> {
      const { rows } = await sql`SELECT 1 FROM ${sql.table(kind.table)}
        WHERE survey_fy = ${surveyFy} AND ${sql.ref(kind.code)} = ${code} AND ${sql.ref(kind.id)} <> ${exceptId}
        LIMIT 1`.execute(db);
      return rows.length > 0;
    },
  };
}

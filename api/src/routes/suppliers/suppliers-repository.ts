import { sql } from 'kysely';
import type { SUPPLIER_SORT_KEYS, Supplier, SupplierListQuery } from '@sdp/shared/contracts';
import type { Db } from '../../db/database';
import type { Scoped } from '../../db/scope';
import { inPage, sortTable } from '../../db/list-page';

const SORTS = sortTable<(typeof SUPPLIER_SORT_KEYS)[number], readonly string[]>({
  supplier_code: ['s.supplier_code', 's.department_code'],
  department_code: ['s.department_code', 's.supplier_code'],
  supplier_company_name_full_width: ['s.supplier_company_name_full_width'],
  handling_amount: ['s.handling_amount'],
});

type Filter = { survey_fy: number; department_code?: string; keyword?: string };

/** The filtered suppliers without the department join, which cannot change the count (one department per code). */
const matchingSuppliers = (db: Db, filter: Filter) => {
  let query = db.selectFrom('suppliers as s').where('s.survey_fy', '=', filter.survey_fy);
  if (filter.department_code) query = query.where('s.department_code', '=', filter.department_code);
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    query = query.where((eb) =>
      eb.or([
        eb('s.supplier_code', 'ilike', like),
        eb('s.supplier_company_name_full_width', 'ilike', like),
        eb('s.supplier_company_name_half_width', 'ilike', like),
        eb('s.supplier_name', 'ilike', like),
      ]),
    );
  }
  return query;
};

const suppliersOf = (db: Db, filter: Filter) =>
  matchingSuppliers(db, filter)
    .leftJoin('internal_organizations as d', (join) =>
      join
        .onRef('d.survey_fy', '=', 's.survey_fy')
        .onRef('d.department_code', '=', 's.department_code')
        .on('d.section_code', 'is', null),
    )
    .selectAll('s')
    .select('d.department_name');

type Row = Awaited<ReturnType<ReturnType<typeof suppliersOf>['executeTakeFirstOrThrow']>>;
const toSupplier = (row: Row): Supplier => ({
  id: row.supplier_id,
  survey_fy: row.survey_fy,
  department_code: row.department_code,
  department_name: row.department_name ?? null,
  supplier_code: row.supplier_code,
  supplier_company_name_full_width: row.supplier_company_name_full_width,
  supplier_company_name_half_width: row.supplier_company_name_half_width,
  supplier_name: row.supplier_name,
  supplier_company_name: row.supplier_company_name,
  supplier_department_name: row.supplier_department_name,
  supplier_section_name: row.supplier_section_name,
  sales_category: row.sales_category,
  handling_amount: row.handling_amount === null ? null : Number(row.handling_amount),
});

export async function listSuppliers(db: Db, query: SupplierListQuery) {
  const base = suppliersOf(db, query);
  const total = await matchingSuppliers(db, query)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  let page = base;
  for (const column of SORTS.get(query.sort ?? 'supplier_code') ?? [])
    page = page.orderBy(sql.ref(column), query.order ?? 'asc');
  const rows = await page.orderBy('s.supplier_id').$call(inPage(query.page, query.per_page)).execute();
  return { total: total.count, suppliers: rows.map(toSupplier) };
}

/**
 * Every supplier of the filter in (supplier_code, department_code) order, a page at a time by keyset (no OFFSET,
 * so the last page costs what the first does). The pair is unique within a year.
 */
export async function* exportSuppliers(
  scoped: Scoped,
  filter: Filter,
  pageSize = 5000,
): AsyncGenerator<Supplier[]> {
  let after: [string, string] | undefined;
  for (;;) {
    const rows = await scoped((db) => {
      let query = suppliersOf(db, filter);
      if (after) {
        const [code, dept] = after;
        query = query.where((eb) =>
          eb(eb.refTuple('s.supplier_code', 's.department_code'), '>', eb.tuple(code, dept)),
        );
      }
      return query.orderBy('s.supplier_code').orderBy('s.department_code').limit(pageSize).execute();
    });
    if (rows.length > 0) yield rows.map(toSupplier);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = [last.supplier_code, last.department_code];
  }
}

/** `${survey_fy}\t${department_code}` of every department, to check an upload's rows against. */
export async function departmentCodesOf(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('internal_organizations')
    .select(['survey_fy', 'department_code'])
    .where('section_code', 'is', null)
    .execute();
  return new Set(rows.map((row) => `${row.survey_fy}\t${row.department_code}`));
}

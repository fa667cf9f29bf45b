import { sql } from 'kysely';
import type { SurveyResult, SurveyResultListQuery } from '@sdp/shared/contracts';
import type { Db } from '../../db/database';
import type { Scoped } from '../../db/scope';
import { inPage } from '../../db/list-page';

const resultsOf = (db: Db, filter: { survey_fy: number; kind?: string }) => {
  let query = db
    .selectFrom('survey_results as r')
    .leftJoin('offices as o', (join) =>
      join
        .onRef('o.survey_fy', '=', 'r.survey_fy')
        .onRef('o.office_code', '=', 'r.code')
        .on('r.kind', '=', 'office'),
    )
    .leftJoin('corporations as c', (join) =>
      join
        .onRef('c.survey_fy', '=', 'r.survey_fy')
        .onRef('c.company_code', '=', 'r.code')
        .on('r.kind', '=', 'corp'),
    )
    .selectAll('r')
    .select(sql<string | null>`coalesce(o.office_name, c.company_name)`.as('name'))
    .where('r.survey_fy', '=', filter.survey_fy);
  if (filter.kind) query = query.where('r.kind', '=', filter.kind);
  return query;
};

type Row = Awaited<ReturnType<ReturnType<typeof resultsOf>['executeTakeFirstOrThrow']>>;
const toResult = (row: Row): SurveyResult => ({
  id: row.survey_result_id,
  survey_fy: row.survey_fy,
  kind: row.kind as SurveyResult['kind'],
  code: row.code,
  name: row.name ?? null,
  category: row.category,
  activity_amount: Number(row.activity_amount),
  unit: row.unit,
  emissions: Number(row.emissions),
});

export async function listSurveyResults(db: Db, query: SurveyResultListQuery) {
  const base = resultsOf(db, query);
  const summary = await base
    .clearSelect()
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(r.emissions), 0)`.as('emissions'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy('r.kind')
    .orderBy('r.code')
    .orderBy('r.category')
    .$call(inPage(query.page, query.per_page))
    .execute();
  return {
    total: summary.count,
    total_emissions: Number(summary.emissions),
    survey_results: rows.map(toResult),
  };
}

/** `${survey_fy}\t${kind}\t${code}` of every office and related company, to check an upload against. */
export async function surveyTargetKeys(db: Db): Promise<Set<string>> {
  const offices = await db.selectFrom('offices').select(['survey_fy', 'office_code as code']).execute();
  const corps = await db.selectFrom('corporations').select(['survey_fy', 'company_code as code']).execute();
  return new Set([
    ...offices.map((row) => `${row.survey_fy}\toffice\t${row.code}`),
    ...corps.map((row) => `${row.survey_fy}\tcorp\t${row.code}`),
  ]);
}

/** Every result of the filter in key order, a page at a time by keyset. */
export async function* exportSurveyResults(
  scoped: Scoped,
  filter: { survey_fy: number; kind?: string },
  pageSize = 5000,
): AsyncGenerator<SurveyResult[]> {
  let after: [string, string, string] | undefined;
  for (;;) {
    const rows = await scoped((db) => {
      let query = resultsOf(db, filter);
      if (after) {
        const [kind, code, category] = after;
        query = query.where((eb) =>
          eb(eb.refTuple('r.kind', 'r.code', 'r.category'), '>', eb.tuple(kind, code, category)),
        );
      }
      return query
        .orderBy('r.kind')
        .orderBy('r.code')
        .orderBy('r.category')
        .limit(pageSize)

        .execute();
    });
    if (rows.length > 0) yield rows.map(toResult);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = [last.kind, last.code, last.category];
  }
}

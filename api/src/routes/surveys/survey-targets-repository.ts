import { sql } from 'kysely';
import {
  SURVEY_YEAR_STATUS,
  type SURVEY_TARGET_SORT_KEYS,
  type SurveyTarget,
  type SurveyTargetFilter,
  type SurveyTargetListQuery,
} from '@sdp/shared/contracts';
import type { Db } from '../../db/database';
import { likeContaining, pageWindow, sortTable } from '../../db/list-page';

const SORTS = sortTable<(typeof SURVEY_TARGET_SORT_KEYS)[number], string>({
  company_code: 'company_code',
  headquarter_code: 'headquarter_code',
  department_code: 'department_code',
  country_code: 'country_code',
  curr_survey_target_class: 'curr_survey_target_class',
});

/**
 * Offices and related companies of a year in one row shape, with the same code's class of the year before.
 * The year before is a parameter, not `o.survey_fy - 1`: under row-level security only leakproof conditions may run
 * before the policy, and integer subtraction is not one, so the index could only match the code and scanned every
 * year's rows per target (8× slower as sdp_app than as the owner, EXPLAIN ANALYZE over the volume seed).
 */
const targetsSql = (filter: SurveyTargetFilter) => {
  const before = filter.survey_fy - 1;
  const like = filter.keyword ? likeContaining(filter.keyword) : null;
  return sql`
    WITH targets AS (
      SELECT o.office_id AS id, 'office' AS kind, o.survey_fy, o.admin_code AS department_code,
        o.office_code AS company_code, o.office_name AS company_name, o.country_code,
        NULL::varchar AS business_content, o.survey_target_class AS curr_survey_target_class,
        o.location_type AS curr_location_type, p.survey_target_class AS prev_survey_target_class,
        p.location_type AS prev_location_type, o.exclusion_reason, o.notes
      FROM offices o
      LEFT JOIN offices p ON p.survey_fy = ${before} AND p.office_code = o.office_code
      WHERE o.survey_fy = ${filter.survey_fy}
      UNION ALL
      SELECT c.corporation_id, 'corp', c.survey_fy, c.department_code, c.company_code, c.company_name,
        c.country_code, c.business_content, c.survey_target_class, c.location_type,
        p.survey_target_class, p.location_type, c.exclusion_reason, c.notes
      FROM corporations c
      LEFT JOIN corporations p ON p.survey_fy = ${before} AND p.company_code = c.company_code
      WHERE c.survey_fy = ${filter.survey_fy}
    ), rows AS (
      SELECT t.*, d.headquarter_code, h.headquarter_name, d.department_name, n.country_name,
        (t.curr_survey_target_class IS DISTINCT FROM t.prev_survey_target_class) AS changed
      FROM targets t
      LEFT JOIN internal_organizations d
        ON d.survey_fy = t.survey_fy AND d.department_code = t.department_code AND d.section_code IS NULL
      LEFT JOIN internal_headquarters h ON h.survey_fy = t.survey_fy AND h.headquarter_code = d.headquarter_code
      LEFT JOIN countries n ON n.country_code = t.country_code
    )
    SELECT * FROM rows
    WHERE (${filter.kind ?? null}::varchar IS NULL OR kind = ${filter.kind ?? null})
      AND (${filter.headquarter_code ?? null}::varchar IS NULL OR headquarter_code = ${filter.headquarter_code ?? null})
      AND (${filter.survey_target_class ?? null}::int IS NULL
        OR curr_survey_target_class = ${filter.survey_target_class ?? null})
      AND (${filter.changed_only === 'true'} = false OR changed)
      AND (${like}::varchar IS NULL OR company_code ILIKE ${like} OR company_name ILIKE ${like})`;
};

type Row = Omit<SurveyTarget, 'country_code'> & { country_code: string };
const toTarget = (row: Row): SurveyTarget => ({ ...row, country_code: row.country_code.trim() });

export async function countTargets(db: Db, filter: SurveyTargetFilter): Promise<number> {
  const count = await sql<{
    count: number;
  }>`SELECT count(*)::int AS count FROM (${targetsSql(filter)}) x`.execute(db);
  return count.rows[0]?.count ?? 0;
}

export async function listSurveyTargets(db: Db, query: SurveyTargetListQuery) {
  const total = await countTargets(db, query);
  const rows = await pageOfTargets(
    db,
    query,
    query.per_page,
    (query.page - 1) * query.per_page,
    query.sort,
    query.order,
  );
  return { total, survey_targets: rows };
}

export async function pageOfTargets(
  db: Db,
  filter: SurveyTargetFilter,
  limit: number,
  offset: number,
  sort?: string,
  order: 'asc' | 'desc' = 'asc',
): Promise<SurveyTarget[]> {
  const column = sql.ref(SORTS.get(sort ?? 'headquarter_code') ?? 'headquarter_code');
  const direction = order === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  const window = pageWindow(limit, offset);
  const result = await sql<Row>`
    SELECT * FROM (${targetsSql(filter)}) x
    ORDER BY ${column} ${direction}, kind DESC, company_code, id
    LIMIT ${window.limit} OFFSET ${window.offset}`.execute(db);
  return result.rows.map(toTarget);
}

/**
 * Class-1 targets per headquarters and year, and how many of them have at least one survey result; 準備中 years are
 * left out of the report (DESIGN.md §7), here and not only in the page's year select.
 */
export async function surveyCoverage(db: Db) {
  const result = await sql<{
    survey_fy: number;
    headquarter_code: string;
    headquarter_name: string | null;
    targets: number;
    reported: number;
  }>`
    WITH targets AS (
      SELECT survey_fy, 'office' AS kind, office_code AS code, admin_code AS department_code
      FROM offices WHERE survey_target_class = 1
      UNION ALL
      SELECT survey_fy, 'corp', company_code, department_code FROM corporations WHERE survey_target_class = 1
    )
    SELECT t.survey_fy, d.headquarter_code, max(h.headquarter_name) AS headquarter_name,
      count(*)::int AS targets,
      count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM survey_results r WHERE r.survey_fy = t.survey_fy AND r.kind = t.kind AND r.code = t.code
      ))::int AS reported
    FROM targets t
    JOIN survey_years y ON y.survey_fy = t.survey_fy AND y.status <> ${SURVEY_YEAR_STATUS.preparing}
    JOIN internal_organizations d
      ON d.survey_fy = t.survey_fy AND d.department_code = t.department_code AND d.section_code IS NULL
    LEFT JOIN internal_headquarters h ON h.survey_fy = t.survey_fy AND h.headquarter_code = d.headquarter_code
    GROUP BY t.survey_fy, d.headquarter_code
    ORDER BY t.survey_fy, d.headquarter_code`.execute(db);
  return result.rows;
}

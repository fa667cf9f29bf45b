import { sql, type RawBuilder } from 'kysely';
import {
  ROLLOVER_KINDS,
  SURVEY_YEAR_STATUS,
  type RolloverKind,
  type SurveyYearRolloverResponse,
} from '@sdp/shared/contracts';
import type { Db } from '../../db/database';
import { duplicate, notFound } from '../../errors';
import { listSurveyYears } from './survey-years-repository';

/** What each kind counts in a year (survey targets: the offices and companies that carry a class). */
type Count = RawBuilder<{ count: number }>;
const COUNTS: Record<RolloverKind, (fy: number) => Count> = {
  internal_units: (fy) =>
    sql`SELECT count(*)::int AS count FROM internal_organizations WHERE survey_fy = ${fy}`,
  offices: (fy) => sql`SELECT count(*)::int AS count FROM offices WHERE survey_fy = ${fy}`,
  corporations: (fy) => sql`SELECT count(*)::int AS count FROM corporations WHERE survey_fy = ${fy}`,
  survey_targets: (fy) => sql`SELECT (
      (SELECT count(*) FROM offices WHERE survey_fy = ${fy} AND survey_target_class IS NOT NULL)
    + (SELECT count(*) FROM corporations WHERE survey_fy = ${fy} AND survey_target_class IS NOT NULL))::int AS count`,
  suppliers: (fy) => sql`SELECT count(*)::int AS count FROM suppliers WHERE survey_fy = ${fy}`,
};
/** The tables a roll-over fills, in the order their keys need. */
const TABLES = [
  'internal_groups',
  'internal_headquarters',
  'internal_organizations',
  'offices',
  'corporations',
  'suppliers',
] as const;

const countOf = async (db: Db, query: Count) => (await query.execute(db)).rows[0]?.count ?? 0;

/**
 * Year N's master data copied into N+1, set-based (one INSERT … SELECT per table), the copy's records new (version
 * 1, by the caller). Survey target classes are copied as they are, so in N+1 each office's and company's class of
 * the year before is N's: the survey list's previous/current columns work across the boundary.
 */
export async function copyYear(tx: Db, from: number, to: number, userId: string): Promise<void> {
  await sql`INSERT INTO internal_groups (survey_fy, group_code, group_name, group_name_eng)
    SELECT ${to}, group_code, group_name, group_name_eng FROM internal_groups WHERE survey_fy = ${from}`.execute(
    tx,
  );
  await sql`INSERT INTO internal_headquarters
      (survey_fy, group_code, headquarter_code, headquarter_name, headquarter_name_eng)
    SELECT ${to}, group_code, headquarter_code, headquarter_name, headquarter_name_eng
    FROM internal_headquarters WHERE survey_fy = ${from}`.execute(tx);
  await sql`INSERT INTO internal_organizations (survey_fy, group_code, headquarter_code, department_code,
      department_name, section_code, section_name, disc_flg, created_user_id, updated_user_id)
    SELECT ${to}, group_code, headquarter_code, department_code, department_name, section_code, section_name,
      disc_flg, ${userId}, ${userId}
    FROM internal_organizations WHERE survey_fy = ${from}`.execute(tx);
  await sql`INSERT INTO offices (survey_fy, office_class, supervision_code, supervision_name_eng, admin_code,
      admin_name_eng, office_code, office_name, office_name_eng, country_code, location_type, survey_target_class,
      is_survey_required, exclusion_reason, notes, created_user_id, updated_user_id)
    SELECT ${to}, office_class, supervision_code, supervision_name_eng, admin_code, admin_name_eng, office_code,
      office_name, office_name_eng, country_code, location_type, survey_target_class, is_survey_required,
      exclusion_reason, notes, ${userId}, ${userId}
    FROM offices WHERE survey_fy = ${from}`.execute(tx);
  await sql`INSERT INTO corporations (survey_fy, company_code, company_name, company_name_eng, company_abbreviation,
      company_formal_name, company_formal_name_eng, company_formal_name_kana, business_content, region_code,
      country_code, internal_external_class_code, consolidation_class_code, department_code, location_type,
      survey_target_class, is_survey_required, exclusion_reason, notes, created_user_id, updated_user_id)
    SELECT ${to}, company_code, company_name, company_name_eng, company_abbreviation, company_formal_name,
      company_formal_name_eng, company_formal_name_kana, business_content, region_code, country_code,
      internal_external_class_code, consolidation_class_code, department_code, location_type, survey_target_class,
      is_survey_required, exclusion_reason, notes, ${userId}, ${userId}
    FROM corporations WHERE survey_fy = ${from}`.execute(tx);
  await sql`INSERT INTO suppliers (survey_fy, department_code, supplier_code, supplier_company_name_full_width,
      supplier_company_name_half_width, supplier_name, supplier_company_name, supplier_department_name,
      supplier_section_name, sales_category, handling_amount, created_user_id)
    SELECT ${to}, department_code, supplier_code, supplier_company_name_full_width,
      supplier_company_name_half_width, supplier_name, supplier_company_name, supplier_department_name,
      supplier_section_name, sales_category, handling_amount, ${userId}
    FROM suppliers WHERE survey_fy = ${from}`.execute(tx);
}

/**
 * POST /survey_years/{fy}/rollover in the caller's transaction: prepares fy + 1 from fy (DESIGN.md §7). The dry run
 * answers the counts and any rows the new year already holds; the roll-over itself creates the year as 準備中 and
 * copies. A year that exists already is W-003 (two roll-overs at once: the second waits on the first's row, then
 * finds the year).
 */
export async function rollOverYear(
  tx: Db,
  fy: number,
  userId: string,
  dryRun: boolean,
): Promise<SurveyYearRolloverResponse> {
  const target = fy + 1;
  const years = await tx
    .selectFrom('survey_years')
    .select('survey_fy')
    .where('survey_fy', 'in', [fy, target])
    .forUpdate()
    .execute();
  if (!years.some((year) => year.survey_fy === fy)) throw notFound();
  const counts = {} as Record<RolloverKind, number>;
  for (const kind of ROLLOVER_KINDS) counts[kind] = await countOf(tx, COUNTS[kind](fy));
  const conflicts = [];
  for (const table of TABLES) {
    const count = await countOf(
      tx,
      sql<{
        count: number;
      }>`SELECT count(*)::int AS count FROM ${sql.table(table)} WHERE survey_fy = ${target}`,
    );
    if (count) conflicts.push({ kind: table, count });
  }
  const exists = years.some((year) => year.survey_fy === target);
  const answer = { dry_run: dryRun, source_fy: fy, target_fy: target, counts, conflicts, survey_year: null };
  if (dryRun)
    return exists ? { ...answer, conflicts: [{ kind: 'survey_years', count: 1 }, ...conflicts] } : answer;
  if (exists || conflicts.length) throw duplicate('survey_fy');
  await tx
    .insertInto('survey_years')
    .values({ survey_fy: target, status: SURVEY_YEAR_STATUS.preparing })
    .execute();
  await copyYear(tx, fy, target, userId);
  const [created = null] = await listSurveyYears(tx, target);
  return { ...answer, survey_year: created };
}

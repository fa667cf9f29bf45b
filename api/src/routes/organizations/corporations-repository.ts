import { sql } from 'kysely';
import {
  CONSOLIDATION_CLASS_LABELS,
  INTERNAL_EXTERNAL_CLASS_LABELS,
  regionNameOf,
  type ConsolidationClassCode,
  type CorporationCreate,
  type CorporationDetail,
  type CorporationListQuery,
  type InternalExternalClassCode,
} from '@sdp/shared/contracts';
import type { Db } from '../../db/database';
import { iso } from '../../db/audit';

const corporationsOf = (db: Db) =>
  db
    .selectFrom('corporations as k')
    .leftJoin('internal_organizations as d', (join) =>
      join
        .onRef('d.survey_fy', '=', 'k.survey_fy')
        .onRef('d.department_code', '=', 'k.department_code')
        .on('d.section_code', 'is', null),
    )
    .leftJoin('internal_headquarters as h', (join) =>
      join.onRef('h.survey_fy', '=', 'd.survey_fy').onRef('h.headquarter_code', '=', 'd.headquarter_code'),
    )
    .leftJoin('internal_groups as g', (join) =>
      join.onRef('g.survey_fy', '=', 'd.survey_fy').onRef('g.group_code', '=', 'd.group_code'),
    )
    .leftJoin('countries as c', 'c.country_code', 'k.country_code')
    .selectAll('k')
    .select([
      'd.department_name',
      'd.group_code',
      'g.group_name',
      'd.headquarter_code',
      'h.headquarter_name',
      'c.country_name',
    ]);

type CorporationRow = Awaited<ReturnType<ReturnType<typeof corporationsOf>['executeTakeFirstOrThrow']>>;

const toCorporation = (row: CorporationRow): CorporationDetail => ({
  id: row.corporation_id,
  survey_fy: row.survey_fy,
  company_code: row.company_code,
  company_name: row.company_name,
  company_name_eng: row.company_name_eng,
  company_abbreviation: row.company_abbreviation,
  company_formal_name: row.company_formal_name,
  company_formal_name_eng: row.company_formal_name_eng,
  company_formal_name_kana: row.company_formal_name_kana,
  business_content: row.business_content,
  region_code: row.region_code,
  region_name: regionNameOf(row.region_code),
  country_code: row.country_code,
  country_name: row.country_name ?? '',
  internal_external_class_code: row.internal_external_class_code as InternalExternalClassCode,
  internal_external_class_name:
    INTERNAL_EXTERNAL_CLASS_LABELS[row.internal_external_class_code as InternalExternalClassCode],
  consolidation_class_code: row.consolidation_class_code as ConsolidationClassCode,
  consolidation_class_name:
    CONSOLIDATION_CLASS_LABELS[row.consolidation_class_code as ConsolidationClassCode],
  survey_target_class: row.survey_target_class,
  is_survey_required: row.is_survey_required,
  exclusion_reason: row.exclusion_reason,
  notes: row.notes,
  department_code: row.department_code,
  created_date: iso(row.created_date)!,
  created_user_id: row.created_user_id,
  update_date: iso(row.updated_date)!,
  update_user_id: row.updated_user_id,
  version: row.version,
  location_type: row.location_type,
  group_code: row.group_code ?? null,
  group_name: row.group_name ?? null,
  headquarter_code: row.headquarter_code ?? null,
  headquarter_name: row.headquarter_name ?? null,
  department_name: row.department_name ?? null,
});

const SORTS: Record<string, string> = {
  company_code: 'k.company_code',
  company_name: 'k.company_name',
  country_code: 'k.country_code',
  department_code: 'k.department_code',
  survey_target_class: 'k.survey_target_class',
};

export async function listCorporations(db: Db, query: CorporationListQuery) {
  let base = corporationsOf(db).where('k.survey_fy', '=', query.survey_fy);
  if (query.internal_external_class_code)
    base = base.where('k.internal_external_class_code', '=', query.internal_external_class_code);
  if (query.survey_target_class) base = base.where('k.survey_target_class', '=', query.survey_target_class);
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    base = base.where((eb) =>
      eb.or([
        eb('k.company_code', 'ilike', like),
        eb('k.company_name', 'ilike', like),
        eb('k.company_name_eng', 'ilike', like),
        eb('k.company_formal_name', 'ilike', like),
      ]),
    );
  }
  const total = await base
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const column = SORTS[query.sort ?? ''] ?? 'k.company_code';
  const rows = await base
    .orderBy(sql.ref(column), query.order ?? 'asc')
    .orderBy('k.corporation_id')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { total: total.count, corporations: rows.map(toCorporation) };
}

export const findCorporation = async (db: Db, id: number) => {
  const row = await corporationsOf(db).where('k.corporation_id', '=', id).executeTakeFirst();
  return row ? toCorporation(row) : undefined;
};

export const corporationsOfYear = async (db: Db, surveyFy: number) =>
  (await corporationsOf(db).where('k.survey_fy', '=', surveyFy).orderBy('k.company_code').execute()).map(
    toCorporation,
  );

const columnsOf = (input: CorporationCreate) => ({
  survey_fy: input.survey_fy,
  company_code: input.company_code,
  company_name: input.company_name,
  company_name_eng: input.company_name_eng ?? null,
  company_abbreviation: input.company_abbreviation ?? null,
  company_formal_name: input.company_formal_name,
  company_formal_name_eng: input.company_formal_name_eng ?? null,
  company_formal_name_kana: input.company_formal_name_kana ?? null,
  business_content: input.business_content ?? null,
  region_code: input.region_code,
  country_code: input.country_code,
  internal_external_class_code: input.internal_external_class_code,
  consolidation_class_code: input.consolidation_class_code,
  department_code: input.department_code,
  location_type: input.location_type ?? null,
  survey_target_class: input.survey_target_class,
  is_survey_required: input.is_survey_required,
  exclusion_reason: input.exclusion_reason ?? null,
  notes: input.notes ?? null,
});

export const insertCorporation = (db: Db, input: CorporationCreate, userId: string) =>
  db
    .insertInto('corporations')
    .values({ ...columnsOf(input), created_user_id: userId, updated_user_id: userId })
    .returning('corporation_id')
    .executeTakeFirstOrThrow();

export const updateCorporation = async (
  db: Db,
  id: number,
  version: number,
  input: CorporationCreate,
  userId: string,
) =>
  (
    await db
      .updateTable('corporations')
      .set({
        ...columnsOf(input),
        version: sql`version + 1`,
        updated_date: new Date(),
        updated_user_id: userId,
      })
      .where('corporation_id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

export const deleteCorporation = async (db: Db, id: number, version: number) =>
  (
    await db
      .deleteFrom('corporations')
      .where('corporation_id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst()
  ).numDeletedRows > 0n;

export const companyCodeTaken = async (db: Db, surveyFy: number, code: string, exceptId?: number) => {
  let query = db
    .selectFrom('corporations')
    .select('corporation_id')
    .where('survey_fy', '=', surveyFy)
    .where('company_code', '=', code);
  if (exceptId) query = query.where('corporation_id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
};

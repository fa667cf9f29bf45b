import {
  CONSOLIDATION_CLASS_LABELS,
  INTERNAL_EXTERNAL_CLASS_LABELS,
  regionNameOf,
  type ConsolidationClassCode,
  type CORPORATION_SORT_KEYS,
  type CorporationCreate,
  type CorporationDetail,
  type CorporationListQuery,
  type InternalExternalClassCode,
} from '@sdp/shared/contracts';
import type { Db } from '../../../db/database';
import { iso } from '../../../db/audit';
import { sortTable } from '../../../db/list-page';
import { codedRecordRepository } from '../common/coded-record-repository';

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

export const corporations = codedRecordRepository({
  table: 'corporations',
  id: 'corporation_id',
  alias: 'k',
  code: 'company_code',
  select: corporationsOf,
  toDetail: toCorporation,
  columnsOf,
  order: {
    sorts: sortTable<(typeof CORPORATION_SORT_KEYS)[number], readonly string[]>({
      company_code: ['k.company_code'],
      company_name: ['k.company_name'],
      country_code: ['k.country_code'],
      department_code: ['k.department_code'],
      survey_target_class: ['k.survey_target_class'],
    }),
    fallback: 'company_code',
    tiebreak: 'k.corporation_id',
  },
  keywordColumns: ['company_code', 'company_name', 'company_name_eng', 'company_formal_name'],
  filtersOf: (query: CorporationListQuery) => ({
    internal_external_class_code: query.internal_external_class_code,
    survey_target_class: query.survey_target_class,
  }),
});

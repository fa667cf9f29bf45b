import {
  internalExternalOfOffice,
  OFFICE_CLASS_LABELS,
  type OfficeClass,
  type OfficeCreate,
  type OfficeDetail,
  type OfficeListQuery,
  type OFFICE_SORT_KEYS,
} from '@sdp/shared/contracts';
import type { Db } from '../../../db/database';
import { iso } from '../../../db/audit';
import { sortTable } from '../../../db/list-page';
import { codedRecordRepository } from '../common/coded-record-repository';

const officesOf = (db: Db) =>
  db
    .selectFrom('offices as f')
    .leftJoin('internal_headquarters as h', (join) =>
      join.onRef('h.survey_fy', '=', 'f.survey_fy').onRef('h.headquarter_code', '=', 'f.supervision_code'),
    )
    .leftJoin('internal_groups as g', (join) =>
      join.onRef('g.survey_fy', '=', 'h.survey_fy').onRef('g.group_code', '=', 'h.group_code'),
    )
    .leftJoin('internal_organizations as d', (join) =>
      join
        .onRef('d.survey_fy', '=', 'f.survey_fy')
        .onRef('d.department_code', '=', 'f.admin_code')
        .on('d.section_code', 'is', null),
    )
    .leftJoin('countries as c', 'c.country_code', 'f.country_code')
    .selectAll('f')
    .select([
      'h.headquarter_name as supervision_name',
      'd.department_name as admin_name',
      'h.group_code',
      'g.group_name',
      'c.country_name',
    ]);

type OfficeRow = Awaited<ReturnType<ReturnType<typeof officesOf>['executeTakeFirstOrThrow']>>;

const toOffice = (row: OfficeRow): OfficeDetail => ({
  id: row.office_id,
  survey_fy: row.survey_fy,
  internal_external_class: internalExternalOfOffice(row.office_class as OfficeClass),
  office_class: row.office_class,
  office_class_name: OFFICE_CLASS_LABELS[row.office_class as OfficeClass] ?? '',
  supervision_code: row.supervision_code,
  supervision_name: row.supervision_name ?? '',
  supervision_name_eng: row.supervision_name_eng,
  admin_code: row.admin_code,
  admin_name: row.admin_name ?? '',
  admin_name_eng: row.admin_name_eng,
  office_code: row.office_code,
  office_name: row.office_name,
  office_name_eng: row.office_name_eng,
  survey_target_class: row.survey_target_class,
  is_survey_required: row.is_survey_required,
  exclusion_reason: row.exclusion_reason,
  notes: row.notes,
  created_date: iso(row.created_date)!,
  created_user_id: row.created_user_id,
  update_date: iso(row.updated_date)!,
  update_user_id: row.updated_user_id,
  version: row.version,
  location_type: row.location_type,
  country_code: row.country_code,
  country_name: row.country_name ?? null,
  group_code: row.group_code ?? null,
  group_name: row.group_name ?? null,
});

const columnsOf = (input: OfficeCreate) => ({
  survey_fy: input.survey_fy,
  office_class: input.office_class,
  supervision_code: input.supervision_code,
  supervision_name_eng: input.supervision_name_eng ?? null,
  admin_code: input.admin_code,
  admin_name_eng: input.admin_name_eng ?? null,
  office_code: input.office_code,
  office_name: input.office_name,
  office_name_eng: input.office_name_eng ?? null,
  country_code: input.country_code,
  location_type: input.location_type ?? null,
  survey_target_class: input.survey_target_class,
  is_survey_required: input.is_survey_required,
  exclusion_reason: input.exclusion_reason ?? null,
  notes: input.notes ?? null,
});

export const offices = codedRecordRepository({
  table: 'offices',
  id: 'office_id',
  alias: 'f',
  code: 'office_code',
  select: officesOf,
  toDetail: toOffice,
  columnsOf,
  order: {
    sorts: sortTable<(typeof OFFICE_SORT_KEYS)[number], readonly string[]>({
      office_code: ['f.office_code'],
      office_name: ['f.office_name'],
      office_class: ['f.office_class'],
      supervision_code: ['f.supervision_code'],
      admin_code: ['f.admin_code'],
      survey_target_class: ['f.survey_target_class'],
    }),
    fallback: 'office_code',
    tiebreak: 'f.office_id',
  },
  keywordColumns: ['office_code', 'office_name', 'office_name_eng'],
  filtersOf: (query: OfficeListQuery) => ({
    office_class: query.office_class,
    survey_target_class: query.survey_target_class,
    supervision_code: query.supervision_code,
    'h.group_code': query.group_code,
  }),
});

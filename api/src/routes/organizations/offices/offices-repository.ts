import {
  internalExternalOfOffice,
  OFFICE_CLASS_LABELS,
  officeCreateSchema,
  type OfficeClass,
  type OfficeCreate,
  type OfficeDetail,
  type OfficeListQuery,
  type OFFICE_SORT_KEYS,
} from '@sdp/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { isoTimestamp, labelOf, rowColumn } from '../../../db/json-page';
import { iso } from '../../../db/audit';
import { storedColumns } from '../../../db/stored-columns';
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

/** The stored columns as they are, then the answer's own: its id, names looked up, audit columns as text. */
const toOffice = ({
  office_id,
  created_date,
  updated_date,
  updated_user_id,
  ...row
}: OfficeRow): OfficeDetail => ({
  ...row,
  id: office_id,
  internal_external_class: internalExternalOfOffice(row.office_class as OfficeClass),
  office_class_name: OFFICE_CLASS_LABELS[row.office_class as OfficeClass] ?? '',
  supervision_name: row.supervision_name ?? '',
  admin_name: row.admin_name ?? '',
  created_date: iso(created_date)!,
  update_date: iso(updated_date)!,
  update_user_id: updated_user_id,
  country_name: row.country_name ?? null,
  group_code: row.group_code ?? null,
  group_name: row.group_name ?? null,
});

const columnsOf = (input: OfficeCreate) => storedColumns(officeCreateSchema.shape, input);

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

/** An office of the list (the contract's officeSchema) as toOffice answers it, written over the joined row `r`. */
export const OFFICE_LIST_FIELDS = {
  id: 'office_id',
  survey_fy: 'survey_fy',
  internal_external_class: sql`CASE WHEN r.office_class = 1 THEN ${sql.lit(internalExternalOfOffice(1))} ELSE ${sql.lit(internalExternalOfOffice(2))} END`,
  office_class: 'office_class',
  office_class_name: labelOf(rowColumn('office_class'), OFFICE_CLASS_LABELS, sql`''`),
  supervision_code: 'supervision_code',
  supervision_name: sql`coalesce(r.supervision_name, '')`,
  supervision_name_eng: 'supervision_name_eng',
  admin_code: 'admin_code',
  admin_name: sql`coalesce(r.admin_name, '')`,
  admin_name_eng: 'admin_name_eng',
  office_code: 'office_code',
  office_name: 'office_name',
  office_name_eng: 'office_name_eng',
  survey_target_class: 'survey_target_class',
  is_survey_required: 'is_survey_required',
  exclusion_reason: 'exclusion_reason',
  notes: 'notes',
  created_date: isoTimestamp(rowColumn('created_date')),
  created_user_id: 'created_user_id',
  update_date: isoTimestamp(rowColumn('updated_date')),
  update_user_id: 'updated_user_id',
  version: 'version',
} as const;

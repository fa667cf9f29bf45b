import {
  CONSOLIDATION_CLASS_LABELS,
  corporationCreateSchema,
  INTERNAL_EXTERNAL_CLASS_LABELS,
  regionNameOf,
  type CORPORATION_SORT_KEYS,
  type CorporationCreate,
  type CorporationDetail,
  type CorporationListQuery,
} from '@sdp/shared/contracts';
import type { Db } from '../../../db/database';
import { iso } from '../../../db/audit';
import { storedColumns } from '../../../db/stored-columns';
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

/** The stored columns as they are, then the answer's own: its id, names looked up, audit columns as text. */
const toCorporation = ({
  corporation_id,
  created_date,
  updated_date,
  updated_user_id,
  ...row
}: CorporationRow): CorporationDetail => ({
  ...row,
  id: corporation_id,
  region_name: regionNameOf(row.region_code),
  country_name: row.country_name ?? '',
  internal_external_class_name: INTERNAL_EXTERNAL_CLASS_LABELS[row.internal_external_class_code],
  consolidation_class_name: CONSOLIDATION_CLASS_LABELS[row.consolidation_class_code],
  created_date: iso(created_date)!,
  update_date: iso(updated_date)!,
  update_user_id: updated_user_id,
  group_code: row.group_code ?? null,
  group_name: row.group_name ?? null,
  headquarter_code: row.headquarter_code ?? null,
  headquarter_name: row.headquarter_name ?? null,
  department_name: row.department_name ?? null,
});

const columnsOf = (input: CorporationCreate) => storedColumns(corporationCreateSchema.shape, input);

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

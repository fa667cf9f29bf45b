import { rules } from '@sdp/shared/rules';
import {
  LOCATION_TYPE_LABELS,
  SURVEY_TARGET_CLASS_LABELS,
  SURVEY_TARGET_KIND_LABELS,
} from '../../contracts/organization-labels';
import type { LocationType, OrganizationRow, SurveyTargetClass } from '@sdp/shared/contracts';
import type { InternalUnitRecord } from '../../contracts/organizations';
import type { CsvExportColumn, CsvImportDefinition, CsvRowOf } from './columns';
import { csvColumns, SURVEY_FY_CELL } from './columns';

/** One row of the internal organisation upload (POST /organizations/upload/csv) and of its export. */
export type InternalUnitCsvRow = CsvRowOf<InternalUnitRecord>;

/**
 * Internal units: one row per department, or per section when 課コード is filled. The upload inserts new units and
 * updates the names of existing ones (same year, department and section); nothing is deleted.
 */
export const INTERNAL_UNIT_CSV: CsvImportDefinition<InternalUnitCsvRow> = {
  fileName: '社内組織一覧',
  columns: csvColumns<InternalUnitCsvRow>({
    survey_fy: { header: '調査年度', ...SURVEY_FY_CELL },
    group_code: { header: 'グループコード', required: true, rules: [rules.halfAlnum, rules.maxLength(3)] },
    group_name: { header: 'グループ名', required: true, rules: [rules.maxLength(100)] },
    headquarter_code: { header: '本部コード', required: true, rules: [rules.halfAlnum, rules.maxLength(4)] },
    headquarter_name: { header: '本部名', required: true, rules: [rules.maxLength(100)] },
    department_code: { header: '部コード', required: true, rules: [rules.halfAlnum, rules.maxLength(5)] },
    department_name: { header: '部名', required: true, rules: [rules.maxLength(100)] },
    section_code: { header: '課コード', rules: [rules.halfAlnum, rules.maxLength(8)] },
    section_name: { header: '課名', rules: [rules.maxLength(100)] },
  }),
  keys: ['survey_fy', 'department_code', 'section_code'],
  replaces: false,
  duplicateField: (row) => (row.section_code ? 'section_code' : 'department_code'),
};

const targetLabel = (value: number | null) =>
  value === null ? null : (SURVEY_TARGET_CLASS_LABELS[value as SurveyTargetClass] ?? String(value));
const locationLabel = (value: number | null) =>
  value === null ? null : (LOCATION_TYPE_LABELS[value as LocationType] ?? String(value));

/** GET /organizations/info/export (offices and related companies): the columns of the list, with labels. */
export const ORGANIZATION_ROW_EXPORT: readonly CsvExportColumn<OrganizationRow>[] = [
  { header: '区分', value: (row) => SURVEY_TARGET_KIND_LABELS[row.kind] },
  { header: '調査年度', value: (row) => row.survey_fy },
  { header: '本部コード', value: (row) => row.headquarter_code },
  { header: '本部名', value: (row) => row.headquarter_name },
  { header: '部コード', value: (row) => row.department_code },
  { header: '部名', value: (row) => row.department_name },
  { header: '会社・事業所コード', value: (row) => row.company_code },
  { header: '会社・事業所名', value: (row) => row.company_name },
  { header: '国コード', value: (row) => row.country_code },
  { header: '国名', value: (row) => row.country_name },
  { header: '事業内容', value: (row) => row.business_content },
  { header: '当年度調査対象区分', value: (row) => targetLabel(row.curr_survey_target_class) },
  { header: '当年度所在形態', value: (row) => locationLabel(row.curr_location_type) },
  { header: '前年度調査対象区分', value: (row) => targetLabel(row.prev_survey_target_class) },
  { header: '前年度所在形態', value: (row) => locationLabel(row.prev_location_type) },
  { header: '対象外理由', value: (row) => row.exclusion_reason },
  { header: '備考', value: (row) => row.notes },
];

import {
  LOCATION_TYPE_LABELS,
  SURVEY_TARGET_CLASS_LABELS,
  SURVEY_TARGET_KIND_LABELS,
  type LocationType,
  type SurveyTargetClass,
} from '../../contracts/organization-labels';
import type { SurveyTarget } from '../../contracts/surveys';
import type { CsvExportColumn } from './columns';

const targetClass = (value: number | null) =>
  value === null ? null : (SURVEY_TARGET_CLASS_LABELS[value as SurveyTargetClass] ?? value);
const location = (value: number | null) =>
  value === null ? null : (LOCATION_TYPE_LABELS[value as LocationType] ?? value);

export const SURVEY_TARGET_EXPORT_NAME = '調査対象一覧';

/** GET /organizations/survey_target/export: the survey list's columns, with the labels the list shows. */
export const SURVEY_TARGET_EXPORT: readonly CsvExportColumn<SurveyTarget>[] = [
  { header: '区分', value: (r) => SURVEY_TARGET_KIND_LABELS[r.kind] },
  { header: '調査年度', value: (r) => r.survey_fy },
  { header: '本部コード', value: (r) => r.headquarter_code },
  { header: '本部名', value: (r) => r.headquarter_name },
  { header: '部コード', value: (r) => r.department_code },
  { header: '部名', value: (r) => r.department_name },
  { header: 'コード', value: (r) => r.company_code },
  { header: '名称', value: (r) => r.company_name },
  { header: '国コード', value: (r) => r.country_code },
  { header: '国名', value: (r) => r.country_name },
  { header: '事業内容', value: (r) => r.business_content },
  { header: '今年度調査対象区分', value: (r) => targetClass(r.curr_survey_target_class) },
  { header: '今年度所在地区分', value: (r) => location(r.curr_location_type) },
  { header: '前年度調査対象区分', value: (r) => targetClass(r.prev_survey_target_class) },
  { header: '前年度所在地区分', value: (r) => location(r.prev_location_type) },
  { header: '対象外理由', value: (r) => r.exclusion_reason },
  { header: '備考', value: (r) => r.notes },
];

import { rules } from '@sdp/shared/rules';
import {
  CONSOLIDATION_CLASS_LABELS,
  INTERNAL_EXTERNAL_CLASS_LABELS,
  LOCATION_TYPE_LABELS,
  OFFICE_CLASS_LABELS,
  REGION_LABELS,
  SURVEY_TARGET_CLASS_LABELS,
} from '../../contracts/organization-labels';
import type { CorporationRecord, OfficeRecord } from '../../contracts/organizations';
import type { CsvColumnsOf, CsvImportDefinition, CsvRowOf, CsvValue } from './columns';
import { csvColumns, SURVEY_FY_CELL } from './columns';

/** 調査要否 as the lists show it; the stored boolean's text is the code. */
const REQUIRED_LABELS = { true: '要', false: '否' } as const;

type SurveyKeys =
  'location_type' | 'survey_target_class' | 'is_survey_required' | 'exclusion_reason' | 'notes';

const SURVEY_COLUMNS: CsvColumnsOf<Record<SurveyKeys, CsvValue>> = {
  location_type: { header: '所在形態', type: 'int', labels: LOCATION_TYPE_LABELS },
  survey_target_class: {
    header: '調査対象区分',
    type: 'int',
    required: true,
    labels: SURVEY_TARGET_CLASS_LABELS,
  },
  is_survey_required: { header: '調査要否', required: true, labels: REQUIRED_LABELS },
  exclusion_reason: { header: '対象外理由', rules: [rules.maxLength(100)], multiline: true },
  notes: { header: '備考', rules: [rules.maxLength(100)], multiline: true },
};

const engName = [rules.halfWidth, rules.maxLength(100)];
const text = [rules.maxLength(100)];

export type OfficeCsvRow = CsvRowOf<OfficeRecord>;

/**
 * Offices (POST /organizations/upload/csv?kind=office, and the office list's export): an upload replaces the
 * offices of the survey years it contains; an office code appears once per year.
 */
export const OFFICE_CSV: CsvImportDefinition<OfficeCsvRow> = {
  fileName: '事業所一覧',
  columns: csvColumns<OfficeCsvRow>({
    survey_fy: { header: '調査年度', ...SURVEY_FY_CELL },
    office_code: {
      header: '事業所コード',
      required: true,
      rules: [rules.halfAlnumHyphen, rules.maxLength(8)],
    },
    office_name: { header: '事業所名', required: true, rules: text },
    office_name_eng: { header: '事業所名（英語）', rules: engName },
    office_class: { header: '事業所区分', type: 'int', required: true, labels: OFFICE_CLASS_LABELS },
    supervision_code: {
      header: '統括本部コード',
      required: true,
      rules: [rules.halfAlnum, rules.maxLength(4)],
    },
    supervision_name_eng: { header: '統括本部名（英語）', rules: engName },
    admin_code: { header: '管理部コード', required: true, rules: [rules.halfAlnum, rules.maxLength(5)] },
    admin_name_eng: { header: '管理部名（英語）', rules: engName },
    country_code: { header: '国コード', required: true, rules: [rules.countryCode] },
    ...SURVEY_COLUMNS,
  }),
  keys: ['survey_fy', 'office_code'],
  replaces: true,
  duplicateField: () => 'office_code',
};

export type CorporationCsvRow = CsvRowOf<CorporationRecord>;

/**
 * Related companies (POST /organizations/upload/csv?kind=corp, and the company list's export): an upload replaces
 * the companies of the survey years it contains; a company code appears once per year.
 */
export const CORPORATION_CSV: CsvImportDefinition<CorporationCsvRow> = {
  fileName: '関係会社一覧',
  columns: csvColumns<CorporationCsvRow>({
    survey_fy: { header: '調査年度', ...SURVEY_FY_CELL },
    company_code: { header: '会社コード', required: true, rules: [rules.halfDigits, rules.maxLength(8)] },
    company_name: { header: '会社名', required: true, rules: text },
    company_name_eng: { header: '会社名（英語）', rules: engName },
    company_abbreviation: { header: '略称', rules: text },
    company_formal_name: { header: '正式会社名', required: true, rules: text },
    company_formal_name_eng: { header: '正式会社名（英語）', rules: engName },
    company_formal_name_kana: {
      header: '正式会社名（カナ）',
      rules: [rules.katakanaFullLetters, rules.maxLength(100)],
    },
    business_content: { header: '事業内容', rules: text, multiline: true },
    region_code: { header: '地域', required: true, labels: REGION_LABELS },
    country_code: { header: '国コード', required: true, rules: [rules.countryCode] },
    internal_external_class_code: {
      header: '国内／海外',
      required: true,
      labels: INTERNAL_EXTERNAL_CLASS_LABELS,
    },
    consolidation_class_code: { header: '連結区分', required: true, labels: CONSOLIDATION_CLASS_LABELS },
    department_code: { header: '部コード', required: true, rules: [rules.halfAlnum, rules.maxLength(5)] },
    ...SURVEY_COLUMNS,
  }),
  keys: ['survey_fy', 'company_code'],
  replaces: true,
  duplicateField: () => 'company_code',
};

/** A stored record as the upload's row: its columns picked, a boolean as its text (the code of 要 / 否). */
export function csvRowOf<T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
  record: object,
): T {
  const values = record as Record<string, unknown>;
  const row: Record<string, CsvValue> = {};
  for (const { key } of definition.columns) {
    const value = values[key];
    row[key] =
      typeof value === 'boolean'
        ? String(value)
        : typeof value === 'string' || typeof value === 'number'
          ? value
          : null;
  }
  return row as T;
}

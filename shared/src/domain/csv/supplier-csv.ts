import { rules, type Rule } from '@sdp/shared/rules';
import type { CsvImportDefinition } from './columns';
import { SURVEY_FY_CELL } from './columns';

/** Half-width ASCII plus half-width katakana (how supplier names are kept in accounting systems). */
const halfWidthKana: Rule = {
  id: 'halfWidthKana',
  message: '半角文字で入力してください',
  test: (value) => typeof value !== 'string' || /^[\x20-\x7E\uFF61-\uFF9F]*$/.test(value),
};

export interface SupplierCsvRow {
  [key: string]: string | number | null;
  survey_fy: number;
  department_code: string;
  supplier_code: string;
  supplier_company_name_full_width: string;
  supplier_company_name_half_width: string | null;
  supplier_name: string | null;
  supplier_company_name: string | null;
  supplier_department_name: string | null;
  supplier_section_name: string | null;
  sales_category: string | null;
  handling_amount: number | null;
}

/**
 * Suppliers (POST /suppliers/upload, GET /suppliers/export/). An upload replaces the rows of the survey years it
 * contains, so a corrected file can simply be uploaded again.
 */
export const SUPPLIER_CSV: CsvImportDefinition<SupplierCsvRow> = {
  fileName: '取引先一覧',
  columns: [
    { key: 'survey_fy', header: '調査年度', ...SURVEY_FY_CELL },
    {
      key: 'department_code',
      header: '部コード',
      required: true,
      rules: [rules.halfAlnum, rules.maxLength(5)],
    },
    {
      key: 'supplier_code',
      header: '取引先コード',
      required: true,
      rules: [rules.halfAlnumHyphen, rules.maxLength(8)],
    },
    {
      key: 'supplier_company_name_full_width',
      header: '取引先会社名（全角）',
      required: true,
      rules: [rules.maxLength(100)],
    },
    {
      key: 'supplier_company_name_half_width',
      header: '取引先会社名（半角）',
      rules: [halfWidthKana, rules.maxLength(100)],
    },
    { key: 'supplier_name', header: '取引先名', rules: [rules.maxLength(100)] },
    { key: 'supplier_company_name', header: '取引先会社名', rules: [rules.maxLength(100)] },
    { key: 'supplier_department_name', header: '取引先部署名', rules: [rules.maxLength(100)] },
    { key: 'supplier_section_name', header: '取引先課名', rules: [rules.maxLength(100)] },
    { key: 'sales_category', header: '販売区分', rules: [rules.maxLength(100)] },
    { key: 'handling_amount', header: '取扱高', type: 'number', min: -1e15, max: 1e15 },
  ],
  keys: ['survey_fy', 'department_code', 'supplier_code'],
  replaces: true,
  duplicateField: () => 'department_code',
};

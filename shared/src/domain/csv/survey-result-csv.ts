// The module itself, not the contracts index: the index reaches this file back through the users contract.
import { SURVEY_TARGET_KINDS } from '../../contracts/surveys';
import { rules, type Rule } from '@sdp/shared/rules';
import type { CsvImportDefinition } from './columns';

const kind: Rule = {
  id: 'surveyTargetKind',
  message: 'office（事業所）または corp（関係会社）を入力してください',
  test: (value) => typeof value !== 'string' || (SURVEY_TARGET_KINDS as readonly string[]).includes(value),
};

export interface SurveyResultCsvRow {
  [key: string]: string | number | null;
  survey_fy: number;
  kind: string;
  code: string;
  category: string;
  activity_amount: number;
  unit: string;
  emissions: number;
}

/** Survey results (POST /survey_result/upload): replaces the results of the survey years the file contains. */
export const SURVEY_RESULT_CSV: CsvImportDefinition<SurveyResultCsvRow> = {
  fileName: '調査結果',
  columns: [
    { key: 'survey_fy', header: '調査年度', type: 'int', required: true, min: 2021, max: 2025 },
    { key: 'kind', header: '区分', required: true, rules: [kind] },
    { key: 'code', header: 'コード', required: true, rules: [rules.halfAlnumHyphen, rules.maxLength(8)] },
    { key: 'category', header: '排出区分', required: true, rules: [rules.maxLength(100)] },
    { key: 'activity_amount', header: '活動量', type: 'number', required: true, min: 0, max: 1e15 },
    { key: 'unit', header: '単位', required: true, rules: [rules.maxLength(8)] },
    { key: 'emissions', header: '排出量', type: 'number', required: true, min: 0, max: 1e15 },
  ],
  uniqueKey: (row) => `${row.survey_fy}\t${row.kind}\t${row.code}\t${row.category}`,
  duplicateField: () => 'category',
};

import { rules } from '@sdp/shared/rules';
import { SURVEY_YEAR_STATUS } from '../../contracts/constants';
import { SURVEY_TARGET_KIND_LABELS } from '../../contracts/organization-labels';
import type { CsvImportDefinition } from './columns';
import { SURVEY_FY_CELL } from './columns';

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

/**
 * Survey results (POST /survey_result/upload): replaces the results of the survey years the file contains; a
 * 準備中 year takes none yet.
 */
export const SURVEY_RESULT_CSV: CsvImportDefinition<SurveyResultCsvRow> = {
  fileName: '調査結果',
  columns: [
    { key: 'survey_fy', header: '調査年度', ...SURVEY_FY_CELL },
    { key: 'kind', header: '区分', required: true, labels: SURVEY_TARGET_KIND_LABELS },
    { key: 'code', header: 'コード', required: true, rules: [rules.halfAlnumHyphen, rules.maxLength(8)] },
    { key: 'category', header: '排出区分', required: true, rules: [rules.maxLength(100)] },
    { key: 'activity_amount', header: '活動量', type: 'number', required: true, min: 0, max: 1e15 },
    { key: 'unit', header: '単位', required: true, rules: [rules.maxLength(8)] },
    { key: 'emissions', header: '排出量', type: 'number', required: true, min: 0, max: 1e15 },
  ],
  // The target's name, as the list shows it; the code says which target a row is.
  display: [{ key: 'name', header: '名称', after: 'code' }],
  keys: ['survey_fy', 'kind', 'code', 'category'],
  replaces: true,
  refusedYearStates: [SURVEY_YEAR_STATUS.preparing],
  duplicateField: () => 'category',
};

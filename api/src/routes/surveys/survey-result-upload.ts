import { SURVEY_RESULT_CSV, type SurveyResultCsvRow } from '@sdp/shared/domain';
import type { UploadTarget } from '../../csv/upload/upload-target';
import { surveyResultWarnings } from './survey-result-quality';

/** A survey-result upload replaces the results of the years it contains. */
export const SURVEY_RESULT_UPLOAD: UploadTarget<SurveyResultCsvRow> = {
  entity: 'survey_result',
  definition: SURVEY_RESULT_CSV,
  table: 'survey_results',
  staging: 'csv_staging_survey_results',
  values: ['activity_amount', 'unit', 'emissions'],
  scope: (row) => [
    { field: 'code', entity: row.kind === 'office' ? 'office' : 'corporation', code: row.code },
  ],
  quality: surveyResultWarnings,
  versioned: true,
  userColumns: ['created_user_id', 'updated_user_id'],
};

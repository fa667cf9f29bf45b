import {
  surveyCoverageResponseSchema,
  surveyResultExportQuerySchema,
  surveyResultListQuerySchema,
  surveyResultListResponseSchema,
  surveyTargetExportJobBodySchema,
  surveyTargetFilterSchema,
  surveyTargetListQuerySchema,
  surveyTargetListResponseSchema,
} from '../surveys';
import { csvUploadQuerySchema, csvUploadResponseSchema } from '../csv-upload';
import { exportJobSchema, exportTokenParamsSchema } from '../export-jobs';
import type { surveyOperations } from '../../operations/surveys';
import { CSV_FILE, type SchemasOf } from './operation-schemas';

export const surveySchemas = {
  listSurveyResults: {
    summary: 'Survey results of a year',
    query: surveyResultListQuerySchema,
    answer: surveyResultListResponseSchema,
  },
  exportSurveyResults: {
    summary: 'Survey results as CSV, upload columns',
    query: surveyResultExportQuerySchema,
    file: CSV_FILE,
  },
  uploadSurveyResults: {
    summary: "Replace a year's survey results (CSV; dry_run checks first)",
    query: csvUploadQuerySchema,
    body: 'multipart',
    answer: csvUploadResponseSchema,
  },
  listSurveyTargets: {
    summary: 'Survey targets with the previous and current class',
    query: surveyTargetListQuerySchema,
    answer: surveyTargetListResponseSchema,
  },
  exportSurveyTargets: { summary: 'Survey targets as CSV', query: surveyTargetFilterSchema, file: CSV_FILE },
  startSurveyTargetExport: {
    summary: 'Start a large survey-target export (download by token)',
    body: surveyTargetExportJobBodySchema,
    status: 202,
    answer: exportJobSchema,
  },
  downloadExport: {
    summary: 'Download a finished export job (202 with its state while it is not ready)',
    params: exportTokenParamsSchema,
    status: 202,
    answer: exportJobSchema,
    file: CSV_FILE,
  },
  getSurveyCoverage: { summary: 'Survey coverage per year (report)', answer: surveyCoverageResponseSchema },
} as const satisfies SchemasOf<typeof surveyOperations>;

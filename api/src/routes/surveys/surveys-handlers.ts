import {
  exportColumnsOf,
  exportFileName,
  SURVEY_RESULT_CSV,
  SURVEY_TARGET_EXPORT,
  SURVEY_TARGET_EXPORT_NAME,
} from '@sdp/shared/domain';
import { csvFile, pagesOf } from '../../csv/csv-export';
import { runCsvUpload } from '../../csv/upload/run-csv-upload';
import type { HandlersOf } from '../../pipeline/handler';
import { startExportJob } from '../export-jobs/export-jobs-handlers';
import { countTargets, listSurveyTargets, pageOfTargets, surveyCoverage } from './survey-targets-repository';
import { exportSurveyResults, listSurveyResults, surveyTargetKeys } from './survey-results-repository';
import { SURVEY_RESULT_UPLOAD } from './survey-result-upload';

/** Survey targets and results: lists, exports (a large one as a background job), the upload, the report. */
export const surveyHandlers = {
  getSurveyCoverage: async ({ db }) => ({ coverage: await surveyCoverage(db) }),

  listSurveyTargets: async ({ db }, { query }) => ({
    ...(await listSurveyTargets(db, query)),
    page: query.page,
    per_page: query.per_page,
  }),

  exportSurveyTargets: async ({ scoped }, { query: filter }) =>
    csvFile(
      exportFileName(SURVEY_TARGET_EXPORT_NAME, filter.survey_fy),
      SURVEY_TARGET_EXPORT,
      pagesOf((limit, offset) => scoped((db) => pageOfTargets(db, filter, limit, offset))),
    ),

  startSurveyTargetExport: async (ctx, { body: filter }) =>
    startExportJob(ctx, {
      ownerId: ctx.caller.userId,
      fileName: exportFileName(SURVEY_TARGET_EXPORT_NAME, filter.survey_fy),
      columns: SURVEY_TARGET_EXPORT,
      pages: pagesOf((limit, offset) => ctx.background((db) => pageOfTargets(db, filter, limit, offset))),
      total: await countTargets(ctx.db, filter),
    }),

  listSurveyResults: async ({ db }, { query }) => ({
    ...(await listSurveyResults(db, query)),
    page: query.page,
    per_page: query.per_page,
  }),

  exportSurveyResults: async ({ scoped }, { query: filter }) =>
    csvFile(
      exportFileName(SURVEY_RESULT_CSV.fileName, filter.survey_fy),
      exportColumnsOf(SURVEY_RESULT_CSV),
      exportSurveyResults(scoped, filter),
    ),

  uploadSurveyResults: async (ctx, { query, file }) => {
    const targets = await surveyTargetKeys(ctx.db);
    return runCsvUpload(ctx, file, SURVEY_RESULT_UPLOAD, {
      dryRun: query.dry_run,
      check: (record, line, validator) => {
        if (!targets.has(`${record.survey_fy}\t${record.kind}\t${record.code}`))
          validator.add({
            line,
            field: 'code',
            reason: 'INVALID_VALUE',
            message: `コード: ${record.survey_fy}年度の調査対象に存在しないコードです`,
          });
      },
    });
  },
} satisfies HandlersOf<
  | 'getSurveyCoverage'
  | 'listSurveyTargets'
  | 'exportSurveyTargets'
  | 'startSurveyTargetExport'
  | 'listSurveyResults'
  | 'exportSurveyResults'
  | 'uploadSurveyResults'
>;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvUploadResponseSchema,
  surveyResultListQuerySchema,
  surveyResultListResponseSchema,
} from '@sdp/shared/contracts';
import { SURVEY_RESULT_CSV, type SurveyResultCsvRow } from '@sdp/shared/domain';
import { callerOf } from '../../types';
import { readCsvUpload } from '../../csv/csv-import';
import { listSurveyResults, replaceSurveyResults, surveyTargetKeys } from './survey-results-repository';

const TAGS = ['surveys'];

/** Survey results: list and CSV upload that replaces the years it contains. */
export const surveysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/survey_result',
    {
      schema: {
        tags: TAGS,
        querystring: surveyResultListQuerySchema,
        response: { 200: surveyResultListResponseSchema },
      },
    },
    async (request) => {
      const answer = await listSurveyResults(app.db, request.query);
      return { ...answer, page: request.query.page, per_page: request.query.per_page };
    },
  );
  app.post(
    '/survey_result/upload',
    {
      schema: {
        tags: TAGS,
        description:
          'multipart の file に調査結果CSV（Shift_JIS または BOM付きUTF-8）。列: 調査年度, 区分（office/corp）, ' +
          'コード（その年度の事業所コード・会社コード）, 排出区分, 活動量, 単位, 排出量（t-CO2）。' +
          '含まれる調査年度の結果を置き換える。1行でも誤りがあれば何も登録しない。',
        response: { 200: csvUploadResponseSchema },
      },
    },
    async (request) => {
      const targets = await surveyTargetKeys(app.db);
      const records: SurveyResultCsvRow[] = await readCsvUpload(
        request,
        SURVEY_RESULT_CSV,
        (record, line, validator) => {
          if (!targets.has(`${record.survey_fy}\t${record.kind}\t${record.code}`))
            validator.add({
              line,
              field: 'code',
              reason: 'INVALID_VALUE',
              message: `コード: ${record.survey_fy}年度の調査対象に存在しないコードです`,
            });
        },
      );
      await app.db.transaction().execute((tx) => replaceSurveyResults(tx, records, callerOf(request).userId));
      return { imported_count: records.length };
    },
  );
};

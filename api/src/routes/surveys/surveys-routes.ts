import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvUploadQuerySchema,
  csvUploadResponseSchema,
  surveyResultExportQuerySchema,
  exportJobSchema,
  surveyResultListQuerySchema,
  surveyResultListResponseSchema,
  surveyCoverageResponseSchema,
  surveyTargetExportJobBodySchema,
  surveyTargetFilterSchema,
  surveyTargetListQuerySchema,
  surveyTargetListResponseSchema,
} from '@sdp/shared/contracts';
import {
  exportColumnsOf,
  exportFileName,
  SURVEY_RESULT_CSV,
  SURVEY_TARGET_EXPORT,
  SURVEY_TARGET_EXPORT_NAME,
} from '@sdp/shared/domain';
import { pagesOf, sendCsv } from '../../csv/csv-export';
import { countTargets, listSurveyTargets, pageOfTargets, surveyCoverage } from './survey-targets-repository';
import { startExportJob } from '../export-jobs/export-jobs-routes';
import { callerOf } from '../../types';
import { runCsvUpload } from '../../csv/upload/run-csv-upload';
import { exportSurveyResults, listSurveyResults, surveyTargetKeys } from './survey-results-repository';
import { SURVEY_RESULT_UPLOAD } from './survey-result-upload';

const TAGS = ['surveys'];

/** Survey results: list and CSV upload that replaces the years it contains. */
export const surveysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/survey_coverage',
    {
      schema: {
        tags: TAGS,
        description: '本部・年度ごとの調査対象数と調査結果の登録数（可視化メニューのグラフ）',
        response: { 200: surveyCoverageResponseSchema },
      },
    },
    async () => ({ coverage: await surveyCoverage(app.db) }),
  );
  app.get(
    '/organizations/survey_target',
    {
      schema: {
        tags: TAGS,
        description: '調査年度の調査対象（事業所と関係会社）。編集は事業所・関係会社の編集APIで行う。',
        querystring: surveyTargetListQuerySchema,
        response: { 200: surveyTargetListResponseSchema },
      },
    },
    async (request) => {
      const answer = await listSurveyTargets(app.db, request.query);
      return { ...answer, page: request.query.page, per_page: request.query.per_page };
    },
  );
  app.get(
    '/organizations/survey_target/export',
    { schema: { tags: TAGS, querystring: surveyTargetFilterSchema } },
    async (request, reply) => {
      const filter = request.query;
      const pages = pagesOf((limit, offset) => pageOfTargets(app.db, filter, limit, offset));
      return sendCsv(
        reply,
        exportFileName(SURVEY_TARGET_EXPORT_NAME, filter.survey_fy),
        SURVEY_TARGET_EXPORT,
        pages,
      );
    },
  );
  app.post(
    '/organizations/survey_target/export_jobs',
    {
      schema: {
        tags: TAGS,
        description:
          '調査対象一覧のCSVをサーバーで作成する（件数が多い場合向け）。202 とトークンを返す。' +
          '完了後 GET /exports/{token} で取得する。',
        body: surveyTargetExportJobBodySchema,
        response: { 202: exportJobSchema },
      },
    },
    async (request, reply) => {
      const filter = request.body;
      const job = await startExportJob(app, {
        ownerId: callerOf(request).userId,
        fileName: exportFileName(SURVEY_TARGET_EXPORT_NAME, filter.survey_fy),
        columns: SURVEY_TARGET_EXPORT,
        pages: pagesOf((limit, offset) => pageOfTargets(app.db, filter, limit, offset)),
        total: await countTargets(app.db, filter),
      });
      return reply.status(202).send(job);
    },
  );
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
  app.get(
    '/survey_result/export',
    {
      schema: {
        tags: TAGS,
        description:
          '調査年度の調査結果をアップロードと同じ列のCSVで出力する（編集してそのままアップロードできる）。',
        querystring: surveyResultExportQuerySchema,
      },
    },
    async (request, reply) => {
      const filter = request.query;
      return sendCsv(
        reply,
        exportFileName(SURVEY_RESULT_CSV.fileName, filter.survey_fy),
        exportColumnsOf(SURVEY_RESULT_CSV),
        exportSurveyResults(app.db, filter),
      );
    },
  );
  app.post(
    '/survey_result/upload',
    {
      schema: {
        tags: TAGS,
        description:
          'multipart の file に調査結果CSV（Shift_JIS または BOM付きUTF-8）。列: 調査年度, ' +
          '区分（事業所・関係会社、またはコード office・corp）, ' +
          'コード（その年度の事業所コード・会社コード）, 排出区分, 活動量, 単位, 排出量（t-CO2）。' +
          '含まれる調査年度の結果を置き換える。1行でも誤りがあれば何も登録しない。' +
          'dry_run=true では登録せず、追加・変更・削除の件数と削除される行（先頭100件）を返す。',
        querystring: csvUploadQuerySchema,
        response: { 200: csvUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const targets = await surveyTargetKeys(app.db);
      return runCsvUpload(app, request, reply, SURVEY_RESULT_UPLOAD, {
        dryRun: request.query.dry_run,
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
  );
};

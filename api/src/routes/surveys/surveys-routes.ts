import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvUploadResponseSchema,
  exportJobSchema,
  surveyResultListQuerySchema,
  surveyResultListResponseSchema,
  surveyCoverageResponseSchema,
  surveyTargetFilterSchema,
  surveyTargetListQuerySchema,
  surveyTargetListResponseSchema,
  type SurveyTarget,
} from '@sdp/shared/contracts';
import {
  exportFileName,
  SURVEY_RESULT_CSV,
  type CsvExportColumn,
  type SurveyResultCsvRow,
} from '@sdp/shared/domain';
import { pagesOf, sendCsv } from '../../csv/csv-export';
import { countTargets, listSurveyTargets, pageOfTargets, surveyCoverage } from './survey-targets-repository';
import { startExportJob } from '../export-jobs/export-jobs-routes';
import { callerOf } from '../../types';
import { readCsvUpload } from '../../csv/csv-import';
import { listSurveyResults, replaceSurveyResults, surveyTargetKeys } from './survey-results-repository';

const TAGS = ['surveys'];

const TARGET_EXPORT: CsvExportColumn<SurveyTarget>[] = [
  { header: '区分', value: (r) => (r.kind === 'office' ? '事業所' : '関係会社') },
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
  { header: '今年度調査対象区分', value: (r) => r.curr_survey_target_class },
  { header: '今年度所在地区分', value: (r) => r.curr_location_type },
  { header: '前年度調査対象区分', value: (r) => r.prev_survey_target_class },
  { header: '前年度所在地区分', value: (r) => r.prev_location_type },
  { header: '対象外理由', value: (r) => r.exclusion_reason },
  { header: '備考', value: (r) => r.notes },
];

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
      return sendCsv(reply, exportFileName('調査対象一覧', filter.survey_fy), TARGET_EXPORT, pages);
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
        body: surveyTargetFilterSchema,
        response: { 202: exportJobSchema },
      },
    },
    async (request, reply) => {
      const filter = request.body;
      const job = startExportJob(app, {
        ownerId: callerOf(request).userId,
        fileName: exportFileName('調査対象一覧', filter.survey_fy),
        columns: TARGET_EXPORT,
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

import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  csvUploadResponseSchema,
  surveyResultListQuerySchema,
  surveyResultListResponseSchema,
  type SurveyResult,
} from '@sdp/shared/contracts';
import { SURVEY_RESULT_CSV } from '@sdp/shared/domain';
import { apiPath, guarded, mockDelay, pageOf, parseQuery } from '../lib';
import * as store from '../store/surveys';
import { readCsvUpload } from './read-csv-upload';

const SURVEY_UPLOAD = 'maintenance-sustainability-survey-upload';

const SORTS: Record<string, (r: SurveyResult) => string | number | null> = {
  code: (r) => `${r.kind}\t${r.code}\t${r.category}`,
};

export const surveysHandlers: HttpHandler[] = [
  http.get(
    apiPath('/survey_result'),
    guarded(SURVEY_UPLOAD, async ({ request }) => {
      await mockDelay('list');
      const query = parseQuery(request, surveyResultListQuerySchema);
      if (query instanceof Response) return query;
      const rows = store
        .listSurveyResults(query.survey_fy)
        .filter((r) => !query.kind || r.kind === query.kind);
      const { items, ...page } = pageOf(rows, query, SORTS, 'code');
      const total_emissions = Math.round(rows.reduce((sum, r) => sum + r.emissions * 1000, 0)) / 1000;
      return HttpResponse.json(
        surveyResultListResponseSchema.parse({ ...page, survey_results: items, total_emissions }),
      );
    }),
  ),
  http.post(
    apiPath('/survey_result/upload'),
    guarded(SURVEY_UPLOAD, async ({ request }) => {
      await mockDelay('write');
      const records = await readCsvUpload(request, SURVEY_RESULT_CSV, (record, line, validator) => {
        if (store.surveyTargetName(record.survey_fy, record.kind, record.code) === undefined)
          validator.add({
            line,
            field: 'code',
            reason: 'INVALID_VALUE',
            message: `コード: ${record.survey_fy}年度の調査対象に存在しないコードです`,
          });
      });
      if (records instanceof Response) return records;
      return HttpResponse.json(
        csvUploadResponseSchema.parse({ imported_count: store.replaceSurveyResults(records) }),
      );
    }),
  ),
];

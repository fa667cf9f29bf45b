import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  csvUploadResponseSchema,
  exportJobSchema,
  surveyResultListQuerySchema,
  SURVEY_YEARS,
  surveyCoverageResponseSchema,
  surveyResultListResponseSchema,
  surveyTargetFilterSchema,
  surveyTargetListQuerySchema,
  surveyTargetListResponseSchema,
  type SurveyResult,
  type SurveyTarget,
  type SurveyTargetFilter,
} from '@sdp/shared/contracts';
import {
  contentDisposition,
  CSV_CONTENT_TYPE,
  exportFileName,
  SURVEY_RESULT_CSV,
  toCsv,
} from '@sdp/shared/domain';
import { apiPath, guarded, mockDelay, pageOf, parseBody, parseQuery } from '../lib';
import { startExport, jobToWire } from '../store/exports';
import * as store from '../store/surveys';
import { readCsvUpload } from './read-csv-upload';

const SURVEY_UPLOAD = 'maintenance-sustainability-survey-upload';

const SURVEY_LIST = 'maintenance-sustainability-survey-list';

const TARGET_SORTS: Record<string, (r: SurveyTarget) => string | number | null> = {
  headquarter_code: (r) => `${r.headquarter_code ?? ''}\t${r.kind === 'office' ? 0 : 1}\t${r.company_code}`,
  company_code: (r) => r.company_code,
  department_code: (r) => r.department_code,
  country_code: (r) => r.country_code,
  curr_survey_target_class: (r) => r.curr_survey_target_class,
};

const filterTargets = (filter: SurveyTargetFilter): SurveyTarget[] =>
  store
    .surveyTargets(filter.survey_fy)
    .filter(
      (r) =>
        (!filter.kind || r.kind === filter.kind) &&
        (!filter.headquarter_code || r.headquarter_code === filter.headquarter_code) &&
        (filter.survey_target_class === undefined ||
          r.curr_survey_target_class === filter.survey_target_class) &&
        (filter.changed_only !== 'true' || r.changed) &&
        (!filter.keyword ||
          r.company_code.toLowerCase().includes(filter.keyword.toLowerCase()) ||
          r.company_name.toLowerCase().includes(filter.keyword.toLowerCase())),
    );

const TARGET_EXPORT: [string, (r: SurveyTarget) => string | number | null][] = [
  ['区分', (r) => (r.kind === 'office' ? '事業所' : '関係会社')],
  ['調査年度', (r) => r.survey_fy],
  ['本部コード', (r) => r.headquarter_code],
  ['本部名', (r) => r.headquarter_name],
  ['部コード', (r) => r.department_code],
  ['部名', (r) => r.department_name],
  ['コード', (r) => r.company_code],
  ['名称', (r) => r.company_name],
  ['国コード', (r) => r.country_code],
  ['国名', (r) => r.country_name],
  ['事業内容', (r) => r.business_content],
  ['今年度調査対象区分', (r) => r.curr_survey_target_class],
  ['今年度所在地区分', (r) => r.curr_location_type],
  ['前年度調査対象区分', (r) => r.prev_survey_target_class],
  ['前年度所在地区分', (r) => r.prev_location_type],
  ['対象外理由', (r) => r.exclusion_reason],
  ['備考', (r) => r.notes],
];

const SORTS: Record<string, (r: SurveyResult) => string | number | null> = {
  code: (r) => `${r.kind}\t${r.code}\t${r.category}`,
};

/** Same figures as the server: class-1 targets per headquarters and year, and how many have results. */
function coverage() {
  const rows = new Map<
    string,
    {
      survey_fy: number;
      headquarter_code: string;
      headquarter_name: string | null;
      targets: number;
      reported: number;
    }
  >();
  for (const year of SURVEY_YEARS) {
    const reported = new Set(store.listSurveyResults(year).map((r) => `${r.kind}\t${r.code}`));
    for (const target of store.surveyTargets(year)) {
      if (target.curr_survey_target_class !== 1 || !target.headquarter_code) continue;
      const key = `${year}\t${target.headquarter_code}`;
      const row = rows.get(key) ?? {
        survey_fy: year,
        headquarter_code: target.headquarter_code,
        headquarter_name: target.headquarter_name,
        targets: 0,
        reported: 0,
      };
      row.targets += 1;
      if (reported.has(`${target.kind}\t${target.company_code}`)) row.reported += 1;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort(
    (a, b) => a.survey_fy - b.survey_fy || a.headquarter_code.localeCompare(b.headquarter_code),
  );
}

export const surveysHandlers: HttpHandler[] = [
  http.get(
    apiPath('/reports/survey_coverage'),
    guarded('report-menu', async () => {
      await mockDelay('list');
      return HttpResponse.json(surveyCoverageResponseSchema.parse({ coverage: coverage() }));
    }),
  ),
  http.get(
    apiPath('/organizations/survey_target'),
    guarded(SURVEY_LIST, async ({ request }) => {
      await mockDelay('list');
      const query = parseQuery(request, surveyTargetListQuerySchema);
      if (query instanceof Response) return query;
      const { items, ...page } = pageOf(filterTargets(query), query, TARGET_SORTS, 'headquarter_code');
      return HttpResponse.json(surveyTargetListResponseSchema.parse({ ...page, survey_targets: items }));
    }),
  ),
  http.get(
    apiPath('/organizations/survey_target/export'),
    guarded(SURVEY_LIST, async ({ request }) => {
      await mockDelay('download');
      const query = parseQuery(request, surveyTargetFilterSchema);
      if (query instanceof Response) return query;
      const columns = TARGET_EXPORT.map(([header, value]) => ({ header, value }));
      return new HttpResponse(toCsv(columns, filterTargets(query)), {
        headers: {
          'Content-Type': CSV_CONTENT_TYPE,
          'Content-Disposition': contentDisposition(exportFileName('調査対象一覧', query.survey_fy)),
        },
      });
    }),
  ),
  http.post(
    apiPath('/organizations/survey_target/export_jobs'),
    guarded(SURVEY_LIST, async ({ request, session }) => {
      const filter = await parseBody(request, surveyTargetFilterSchema);
      if (filter instanceof Response) return filter;
      await mockDelay('write');
      const rows = filterTargets(filter);
      const columns = TARGET_EXPORT.map(([header, value]) => ({ header, value }));
      const fileName = exportFileName('調査対象一覧', filter.survey_fy);
      const job = startExport(session.account.email, fileName, toCsv(columns, rows), rows.length);
      return HttpResponse.json(exportJobSchema.parse(jobToWire(job)), { status: 202 });
    }),
  ),
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

import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  exportJobSchema,
  SURVEY_YEAR_STATUS,
  surveyResultExportQuerySchema,
  surveyResultListQuerySchema,
  surveyCoverageResponseSchema,
  surveyResultListResponseSchema,
  surveyTargetExportJobBodySchema,
  surveyTargetFilterSchema,
  surveyTargetListQuerySchema,
  surveyTargetListResponseSchema,
  type SurveyResult,
  type SurveyTarget,
  type SurveyTargetFilter,
} from '@sdp/shared/contracts';
import {
  exportColumnsOf,
  exportFileName,
  SURVEY_RESULT_CSV,
  SURVEY_TARGET_EXPORT,
  SURVEY_TARGET_EXPORT_NAME,
  toCsv,
} from '@sdp/shared/domain';
import { apiPath, csvResponse, guarded, mockDelay, pageOf, parseBody, parseQuery } from '../lib';
import { startExport, jobToWire } from '../store/exports';
import * as store from '../store/surveys';
import { answerCsvUpload } from './csv-upload';
import { listSurveyYears } from '../store/survey-years';

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

const SORTS: Record<string, (r: SurveyResult) => string | number | null> = {
  code: (r) => `${r.kind}\t${r.code}\t${r.category}`,
};

/** Same figures as the server: class-1 targets per headquarters and year (not 準備中), and how many have results. */
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
  const reportable = listSurveyYears().filter((year) => year.status !== SURVEY_YEAR_STATUS.preparing);
  for (const { survey_fy: year } of reportable) {
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
      return csvResponse(
        SURVEY_TARGET_EXPORT,
        filterTargets(query),
        exportFileName(SURVEY_TARGET_EXPORT_NAME, query.survey_fy),
      );
    }),
  ),
  http.post(
    apiPath('/organizations/survey_target/export_jobs'),
    guarded(SURVEY_LIST, async ({ request, session }) => {
      const filter = await parseBody(request, surveyTargetExportJobBodySchema);
      if (filter instanceof Response) return filter;
      await mockDelay('write');
      const rows = filterTargets(filter);
      const fileName = exportFileName(SURVEY_TARGET_EXPORT_NAME, filter.survey_fy);
      const job = startExport(
        session.account.email,
        fileName,
        toCsv(SURVEY_TARGET_EXPORT, rows),
        rows.length,
      );
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
  http.get(
    apiPath('/survey_result/export'),
    guarded(SURVEY_UPLOAD, async ({ request }) => {
      const query = parseQuery(request, surveyResultExportQuerySchema);
      if (query instanceof Response) return query;
      await mockDelay('download');
      const rows = store
        .listSurveyResults(query.survey_fy)
        .filter((r) => !query.kind || r.kind === query.kind)
        .sort((a, b) =>
          `${a.kind}\t${a.code}\t${a.category}`.localeCompare(`${b.kind}\t${b.code}\t${b.category}`),
        );
      return csvResponse(
        exportColumnsOf(SURVEY_RESULT_CSV),
        rows,
        exportFileName(SURVEY_RESULT_CSV.fileName, query.survey_fy),
      );
    }),
  ),
  http.post(
    apiPath('/survey_result/upload'),
    guarded(SURVEY_UPLOAD, async ({ request, session }) => {
      await mockDelay('write');
      return answerCsvUpload(
        request,
        SURVEY_RESULT_CSV,
        {
          stored: (years) => years.flatMap((year) => store.listSurveyResults(year)),
          apply: (records) => store.replaceSurveyResults(records),
          check: (record, line, validator) => {
            if (store.surveyTargetName(record.survey_fy, record.kind, record.code) === undefined)
              validator.add({
                line,
                field: 'code',
                reason: 'INVALID_VALUE',
                message: `コード: ${record.survey_fy}年度の調査対象に存在しないコードです`,
              });
          },
        },
        { entity: 'survey_result', session },
      );
    }),
  ),
];

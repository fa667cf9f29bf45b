import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  SURVEY_YEAR_MOVE_NAMES,
  surveyYearMoveResponseSchema,
  surveyYearParamSchema,
  surveyYearReopenBodySchema,
  surveyYearRolloverQuerySchema,
  surveyYearRolloverResponseSchema,
  surveyYearsResponseSchema,
} from '@sdp/shared/contracts';
import {
  apiPath,
  declaredAccess,
  duplicate,
  guarded,
  invalidStatus,
  mockDelay,
  notFound,
  parseBody,
  parseQuery,
  parseWith,
} from '../lib/index';
import { rollOverOrganizations, rolloverCounts } from '../store/organizations';
import { recordMockAudit } from '../store/audit';
import { accountName } from '../data/accounts';
import { addPreparingYear, listSurveyYears, moveSurveyYear, surveyYearExists } from '../store/survey-years';

/** POST /survey_years/{fy}/open | close | reopen, as the server answers them. */
const surveyYearMoveHandlers: HttpHandler[] = SURVEY_YEAR_MOVE_NAMES.map((move) =>
  http.post<{ fy: string }>(
    apiPath(`/survey_years/:fy/${move}`),
    guarded<{ fy: string }>(
      declaredAccess('POST', `/survey_years/:fy/${move}`),
      async ({ request, params, session }) => {
        const year = parseWith(surveyYearParamSchema, params);
        if (year instanceof Response) return year;
        const body = move === 'reopen' ? await parseBody(request, surveyYearReopenBodySchema) : undefined;
        if (body instanceof Response) return body;
        await mockDelay('write');
        const before = listSurveyYears().find((item) => item.survey_fy === year.fy);
        const moved = moveSurveyYear(year.fy, move, session.account.user_id, body?.reason);
        if (moved === 'not-found') return notFound();
        if (moved === 'invalid-status') return invalidStatus('status');
        recordMockAudit(
          { user_id: session.account.user_id, name: accountName(session.account) },
          {
            action: `year_${move}`,
            entity: 'survey_year',
            entityKey: String(year.fy),
            surveyFy: year.fy,
            before: { status: before?.status_name ?? null },
            after: { status: moved.status_name },
            note: body?.reason ?? null,
          },
        );
        return HttpResponse.json(surveyYearMoveResponseSchema.parse({ survey_year: moved }));
      },
    ),
  ),
);

/** POST /survey_years/{fy}/rollover[?dry_run=true], as the server answers it. */
const rolloverHandler = http.post<{ fy: string }>(
  apiPath('/survey_years/:fy/rollover'),
  guarded<{ fy: string }>(
    declaredAccess('POST', '/survey_years/:fy/rollover'),
    async ({ request, params, session }) => {
      const year = parseWith(surveyYearParamSchema, params);
      if (year instanceof Response) return year;
      const query = parseQuery(request, surveyYearRolloverQuerySchema);
      if (query instanceof Response) return query;
      if (!surveyYearExists(year.fy)) return notFound();
      await mockDelay('write');
      const target = year.fy + 1;
      const exists = surveyYearExists(target);
      const answer = {
        dry_run: query.dry_run,
        source_fy: year.fy,
        target_fy: target,
        counts: rolloverCounts(year.fy),
        conflicts: exists ? [{ kind: 'survey_years', count: 1 }] : [],
        survey_year: null,
      };
      if (query.dry_run) return HttpResponse.json(surveyYearRolloverResponseSchema.parse(answer));
      if (exists) return duplicate('survey_fy');
      const created = addPreparingYear(target);
      rollOverOrganizations(year.fy, target, session.account.user_id);
      return HttpResponse.json(surveyYearRolloverResponseSchema.parse({ ...answer, survey_year: created }));
    },
  ),
);

/** The survey years as data (DESIGN.md §7): the list, the moves and the roll-over, as the server answers them. */
export const surveyYearsHandlers: HttpHandler[] = [
  http.get(
    apiPath('/survey_years'),
    guarded(declaredAccess('GET', '/survey_years'), () =>
      HttpResponse.json(surveyYearsResponseSchema.parse({ survey_years: listSurveyYears() })),
    ),
  ),
  ...surveyYearMoveHandlers,
  rolloverHandler,
];

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SURVEY_YEAR_MOVE_NAMES,
  surveyYearMoveResponseSchema,
  surveyYearParamSchema,
  surveyYearReopenBodySchema,
  surveyYearRolloverQuerySchema,
  surveyYearRolloverResponseSchema,
  surveyYearsResponseSchema,
  type SurveyYearMove,
} from '@sdp/shared/contracts';
import { recordAudit } from '../../audit/record-audit';
import { callerOf } from '../../types';
import { rollOverYear } from './rollover-repository';
import { listSurveyYears, moveSurveyYear } from './survey-years-repository';

const tags = ['survey years'];
const bodies: Record<SurveyYearMove, typeof surveyYearReopenBodySchema | undefined> = {
  open: undefined,
  close: undefined,
  reopen: surveyYearReopenBodySchema,
};

/**
 * GET /survey_years: the years are data (DESIGN.md §7); every page that picks a year reads them here.
 * POST /survey_years/{fy}/open | close | reopen: the year's moves (年度管理, MST_SURVEY_YEAR).
 * POST /survey_years/{fy}/rollover[?dry_run=true]: prepares fy + 1 from fy.
 */
export const surveyYearsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/survey_years', { schema: { tags, response: { 200: surveyYearsResponseSchema } } }, async () => ({
    survey_years: await listSurveyYears(app.db),
  }));
  for (const move of SURVEY_YEAR_MOVE_NAMES) {
    const body = bodies[move];
    app.post(
      `/survey_years/:fy/${move}`,
      {
        schema: {
          tags,
          params: surveyYearParamSchema,
          ...(body ? { body } : {}),
          response: { 200: surveyYearMoveResponseSchema },
        },
      },
      async (request) => {
        const reason = (request.body as { reason?: string } | undefined)?.reason;
        const { fy } = request.params;
        const after = await app.db.transaction().execute(async (tx) => {
          const moved = await moveSurveyYear(tx, fy, move, callerOf(request).userId, reason);
          await recordAudit(tx, request, [
            {
              action: `year_${move}`,
              entity: 'survey_year',
              entityKey: String(fy),
              surveyFy: fy,
              before: { status: moved.before.status_name },
              after: { status: moved.after.status_name },
              note: reason ?? null,
            },
          ]);
          return moved.after;
        });
        return { survey_year: after };
      },
    );
  }
  app.post(
    '/survey_years/:fy/rollover',
    {
      schema: {
        tags,
        params: surveyYearParamSchema,
        querystring: surveyYearRolloverQuerySchema,
        response: { 200: surveyYearRolloverResponseSchema },
      },
    },
    async (request) => {
      const { fy } = request.params;
      const { dry_run: dryRun } = request.query;
      return app.db.transaction().execute(async (tx) => {
        const answer = await rollOverYear(tx, fy, callerOf(request).userId, dryRun);
        if (!dryRun)
          await recordAudit(tx, request, [
            {
              action: 'rollover',
              entity: 'survey_year',
              entityKey: String(answer.target_fy),
              surveyFy: answer.target_fy,
              after: { status: answer.survey_year?.status_name ?? null, ...answer.counts },
              note: `${fy}年度から繰越`,
            },
          ]);
        return answer;
      });
    },
  );
};

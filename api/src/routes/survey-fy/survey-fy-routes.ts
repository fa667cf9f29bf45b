import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { surveyFyKinds, surveyFyListResponseSchema } from '@sdp/shared/contracts';
import { listSurveyYears } from '../survey-years/survey-years-repository';

/** The spec's survey-year look-ups, answered from survey_years (DESIGN.md §7). */
export const surveyFyRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async () => ({
    survey_fy_list: (await listSurveyYears(app.db)).map((year) => year.survey_fy),
  });
  app.get(
    '/survey_fy',
    { schema: { tags: ['lookups'], response: { 200: surveyFyListResponseSchema } } },
    answer,
  );
  app.get(
    '/survey_fy/:kind',
    {
      schema: {
        tags: ['lookups'],
        params: z.object({ kind: z.enum(surveyFyKinds) }),
        response: { 200: surveyFyListResponseSchema },
      },
    },
    answer,
  );
};

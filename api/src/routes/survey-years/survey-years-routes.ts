import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveyYearsResponseSchema } from '@sdp/shared/contracts';
import { listSurveyYears } from './survey-years-repository';

/** GET /survey_years: the years are data (DESIGN.md §7); every page that picks a year reads them here. */
export const surveyYearsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/survey_years',
    { schema: { tags: ['survey years'], response: { 200: surveyYearsResponseSchema } } },
    async () => ({ survey_years: await listSurveyYears(app.db) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SURVEY_YEARS, surveyFyKinds, surveyFyListResponseSchema } from '@sdp/shared/contracts';

const answer = { survey_fy_list: [...SURVEY_YEARS] };

export const surveyFyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/survey_fy',
    { schema: { tags: ['lookups'], response: { 200: surveyFyListResponseSchema } } },
    async () => answer,
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
    async () => answer,
  );
};

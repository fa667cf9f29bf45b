import { z } from 'zod';
import { surveyFySchema } from './common';

export { SURVEY_YEAR_STATUS, SURVEY_YEAR_STATUS_LABELS, type SurveyYearStatus } from './constants';

/** One survey year with its state and who moved it last (DESIGN.md §7). */
export const surveyYearSchema = z.object({
  survey_fy: z.number().int(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  status_name: z.string(),
  opened_date: z.string().nullable(),
  opened_user_id: z.string().nullable(),
  closed_date: z.string().nullable(),
  closed_user_id: z.string().nullable(),
  reopen_reason: z.string().nullable(),
});
export type SurveyYear = z.infer<typeof surveyYearSchema>;
export const surveyYearsResponseSchema = z.object({ survey_years: z.array(surveyYearSchema) });
export type SurveyYearsResponse = z.infer<typeof surveyYearsResponseSchema>;
export const surveyYearParamSchema = z.object({ fy: surveyFySchema });

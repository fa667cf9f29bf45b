import { z } from 'zod';
import { surveyFyParamSchema } from './common';

export const groupSchema = z.object({ group_code: z.string(), group_name: z.string() });
export const groupsQuerySchema = z.object({ survey_fy: surveyFyParamSchema });
export const groupsResponseSchema = z.object({ groups: z.array(groupSchema) });

export const headquartersItemSchema = z.object({
  group_code: z.string(),
  group_name: z.string(),
  headquarter_code: z.string().nullable(),
  headquarter_name: z.string().nullable(),
});
export const headquartersQuerySchema = z.object({
  survey_fy: surveyFyParamSchema,
  group_code: z.string().max(3).optional(),
});
export const headquartersResponseSchema = z.object({ headquarters: z.array(headquartersItemSchema) });

export const countrySchema = z.object({ country_code: z.string().length(3), country_name: z.string() });
export const countryListResponseSchema = z.object({ countries: z.array(countrySchema) });

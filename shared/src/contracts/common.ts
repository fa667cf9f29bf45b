import { z } from 'zod';
import { MAX_PER_PAGE } from './constants';

export { MAX_PER_PAGE } from './constants';

/** A survey year's format (a four-digit year); whether it exists is the server's check (survey_years). */
export const surveyFySchema = z.coerce.number().int().min(1000).max(9999);

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
  sort: z.string().max(50).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const csrfTokenResponseSchema = z.object({ token: z.string() });

export const surveyFyKinds = [
  'corporation',
  'supplier',
  'car',
  'international_office',
  'survey_target',
  'ghg_internal_organization',
] as const;
export const surveyFyListResponseSchema = z.object({ survey_fy_list: z.array(z.number().int()) });

/** Audit columns shared by detail answers. */
export const auditSchema = z.object({
  created_date: z.string(),
  created_user_id: z.string().nullable(),
  created_user_surname: z.string().nullable(),
  created_user_given_name: z.string().nullable(),
  updated_date: z.string(),
  updated_user_id: z.string().nullable(),
  updated_user_surname: z.string().nullable(),
  updated_user_given_name: z.string().nullable(),
});

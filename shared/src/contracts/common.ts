import { z } from 'zod';
import { MAX_PER_PAGE } from './constants';

export {
  CORPORATION_SORT_KEYS,
  INTERNAL_UNIT_SORT_KEYS,
  MAX_PER_PAGE,
  OFFICE_SORT_KEYS,
  SUPPLIER_SORT_KEYS,
  SURVEY_TARGET_SORT_KEYS,
  VEHICLE_SORT_KEYS,
} from './constants';

/**
 * A whole number in a query string or a path: ASCII digits and nothing else, taken as they are (no sign, space,
 * hex, exponent or fraction; `Number()` would read `0x7E9`, ` 2025` and `2.025e3` as 2025).
 */
export const queryIntSchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A survey year in a body (a JSON number); whether it exists is the server's check (survey_years). */
export const surveyFySchema = z.number().int().min(1000).max(9999);
/** A survey year in a query or a path: four ASCII digits (DESIGN.md §7). */
export const surveyFyParamSchema = z
  .string()
  .regex(/^[0-9]{4}$/)
  .transform(Number)
  .pipe(surveyFySchema);

/** Paging of every list; a list that sorts adds `sortQuery(its keys)`. */
export const pageQuerySchema = z.object({
  page: queryIntSchema(1, 999_999_999).default(1),
  per_page: queryIntSchema(1, MAX_PER_PAGE).default(20),
  order: z.enum(['asc', 'desc']).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A list's `sort`: one of its keys, nothing else (an unknown key answers 400, never a lookup by the caller's word). */
export const sortQuery = <K extends readonly [string, ...string[]]>(keys: K) => ({
  sort: z.enum(keys).optional(),
});

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

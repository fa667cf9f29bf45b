import { z } from 'zod';
import {
  pageInfoSchema,
  pageQuerySchema,
  queryIntSchema,
  sortQuery,
  surveyFyParamSchema,
  surveyFySchema,
} from './common';
import { SURVEY_TARGET_SORT_KEYS } from './constants';
import { searchText } from './text';

export const SURVEY_TARGET_KINDS = ['office', 'corp'] as const;

/**
 * One survey result: what a survey target (an office or a related company of the year) reported for one
 * emission category. `(survey_fy, kind, code, category)` is the key; an upload replaces the results of the
 * survey years it contains.
 */
export const surveyResultSchema = z
  .object({
    id: z.number().int(),
    survey_fy: z.number().int().describe('調査年度'),
    kind: z.enum(SURVEY_TARGET_KINDS).describe('調査対象の区分（office: 事業所, corp: 関係会社）'),
    code: z.string().describe('事業所コードまたは会社コード'),
    name: z.string().nullable().describe('事業所名または会社名'),
    category: z.string().describe('排出区分（例: 電力, 都市ガス, 軽油）'),
    activity_amount: z.number().describe('活動量'),
    unit: z.string().describe('活動量の単位（例: kWh, m3, L）'),
    emissions: z.number().describe('CO2排出量（t-CO2）'),
  })
  .describe('調査結果（調査対象×排出区分）');
export type SurveyResult = z.infer<typeof surveyResultSchema>;

export const surveyResultListQuerySchema = pageQuerySchema.extend({
  survey_fy: surveyFyParamSchema,
  kind: z.enum(SURVEY_TARGET_KINDS).optional(),
});
export type SurveyResultListQuery = z.infer<typeof surveyResultListQuerySchema>;
export const surveyResultExportQuerySchema = surveyResultListQuerySchema.pick({
  survey_fy: true,
  kind: true,
});
export const surveyResultListResponseSchema = pageInfoSchema.extend({
  survey_results: z.array(surveyResultSchema),
  total_emissions: z.number().describe('条件に合う結果のCO2排出量合計（t-CO2）'),
});
export type SurveyResultListResponse = z.infer<typeof surveyResultListResponseSchema>;

/** One survey target of a year (spec §3): an office or a related company, with last year's classification. */
export const surveyTargetSchema = z.object({
  id: z.number().int().describe('office_id または corporation_id（編集画面のID）'),
  kind: z.enum(SURVEY_TARGET_KINDS),
  survey_fy: z.number().int(),
  headquarter_code: z.string().nullable(),
  headquarter_name: z.string().nullable(),
  department_code: z.string().nullable(),
  department_name: z.string().nullable(),
  company_code: z.string().describe('事業所コードまたは会社コード'),
  company_name: z.string(),
  country_code: z.string(),
  country_name: z.string().nullable(),
  business_content: z.string().nullable(),
  curr_survey_target_class: z.number().int().nullable(),
  curr_location_type: z.number().int().nullable(),
  prev_survey_target_class: z.number().int().nullable(),
  prev_location_type: z.number().int().nullable(),
  exclusion_reason: z.string().nullable(),
  notes: z.string().nullable(),
  changed: z.boolean().describe('前年度から調査対象区分が変わった'),
});
export type SurveyTarget = z.infer<typeof surveyTargetSchema>;

/** The survey list's filters in a query (the list, its export). */
export const surveyTargetFilterSchema = z.object({
  survey_fy: surveyFyParamSchema,
  kind: z.enum(SURVEY_TARGET_KINDS).optional(),
  headquarter_code: z.string().max(4).optional(),
  survey_target_class: queryIntSchema(1, 3).optional(),
  changed_only: z.enum(['true', 'false']).optional(),
  keyword: searchText(100).optional(),
});
export type SurveyTargetFilter = z.infer<typeof surveyTargetFilterSchema>;
/** The same filters in the JSON body of an export job: numbers as JSON numbers. */
export const surveyTargetExportJobBodySchema = surveyTargetFilterSchema.extend({
  survey_fy: surveyFySchema,
  survey_target_class: z.number().int().min(1).max(3).optional(),
});
export const surveyTargetListQuerySchema = pageQuerySchema.extend({
  ...surveyTargetFilterSchema.shape,
  ...sortQuery(SURVEY_TARGET_SORT_KEYS),
});
export type SurveyTargetListQuery = z.infer<typeof surveyTargetListQuerySchema>;
export const surveyTargetListResponseSchema = pageInfoSchema.extend({
  survey_targets: z.array(surveyTargetSchema),
});
export type SurveyTargetListResponse = z.infer<typeof surveyTargetListResponseSchema>;

/** Survey coverage per headquarters and year (report menu): targets of class 1 and how many reported results. */
export const surveyCoverageRowSchema = z.object({
  survey_fy: z.number().int(),
  headquarter_code: z.string(),
  headquarter_name: z.string().nullable(),
  targets: z.number().int().describe('調査対象区分が「調査対象」の事業所・関係会社の数'),
  reported: z.number().int().describe('そのうち調査結果が登録された数'),
});
export type SurveyCoverageRow = z.infer<typeof surveyCoverageRowSchema>;
export const surveyCoverageResponseSchema = z.object({ coverage: z.array(surveyCoverageRowSchema) });
export type SurveyCoverageResponse = z.infer<typeof surveyCoverageResponseSchema>;

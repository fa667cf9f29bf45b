import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema, surveyFySchema } from './common';

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
  survey_fy: surveyFySchema,
  kind: z.enum(SURVEY_TARGET_KINDS).optional(),
});
export type SurveyResultListQuery = z.infer<typeof surveyResultListQuerySchema>;
export const surveyResultListResponseSchema = pageInfoSchema.extend({
  survey_results: z.array(surveyResultSchema),
  total_emissions: z.number().describe('条件に合う結果のCO2排出量合計（t-CO2）'),
});
export type SurveyResultListResponse = z.infer<typeof surveyResultListResponseSchema>;

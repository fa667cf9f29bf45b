import { z } from 'zod';
import { surveyFyParamSchema } from './common';
import { REOPEN_REASON_MAX, ROLLOVER_KINDS, type RolloverKind } from './constants';
import { multiLine } from './text';
import { csvUploadQuerySchema } from './csv-upload';

export {
  SURVEY_YEAR_STATUS,
  SURVEY_YEAR_STATUS_LABELS,
  SURVEY_YEAR_MOVES,
  SURVEY_YEAR_MOVE_NAMES,
  REOPEN_REASON_MAX,
  ROLLOVER_KINDS,
  ROLLOVER_KIND_LABELS,
  canMoveSurveyYear,
  yearClosedMessage,
  type SurveyYearStatus,
  type SurveyYearMove,
  type RolloverKind,
} from './constants';

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
export const surveyYearParamSchema = z.object({ fy: surveyFyParamSchema });
/** POST /survey_years/{fy}/reopen: why a closed year opens again (kept on the year and in its history). */
export const surveyYearReopenBodySchema = z.object({ reason: multiLine(REOPEN_REASON_MAX).min(1) });
export type SurveyYearReopenBody = z.infer<typeof surveyYearReopenBodySchema>;
/** What a move answers: the year as it is now. */
export const surveyYearMoveResponseSchema = z.object({ survey_year: surveyYearSchema });

const rolloverCountsSchema = z.object(
  Object.fromEntries(ROLLOVER_KINDS.map((kind) => [kind, z.number().int()])) as Record<
    RolloverKind,
    z.ZodNumber
  >,
);
/** POST /survey_years/{fy}/rollover?dry_run=true: the counts only, nothing written. */
export const surveyYearRolloverQuerySchema = csvUploadQuerySchema;
export const surveyYearRolloverResponseSchema = z.object({
  dry_run: z.boolean(),
  source_fy: z.number().int(),
  target_fy: z.number().int(),
  counts: rolloverCountsSchema,
  /** Rows the new year already holds (any makes the roll-over refuse with W-003). */
  conflicts: z.array(z.object({ kind: z.string(), count: z.number().int() })),
  survey_year: surveyYearSchema.nullable(),
});
export type SurveyYearRolloverResponse = z.infer<typeof surveyYearRolloverResponseSchema>;

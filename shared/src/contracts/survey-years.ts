import { z } from 'zod';
import { surveyFyParamSchema } from './common';
import {
  REOPEN_REASON_MAX,
  ROLLOVER_KINDS,
  SURVEY_YEAR_MOVE_NAMES,
  type RolloverKind,
  type SurveyYearMove,
} from './constants';
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

/** One move of a year (受付開始, 締め, 再開): when, who (by name as it was then) and, for a reopen, why. */
const surveyYearEventSchema = z.object({
  move: z.enum(SURVEY_YEAR_MOVE_NAMES as [SurveyYearMove, ...SurveyYearMove[]]),
  occurred_at: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  reason: z.string().nullable(),
});
export type SurveyYearEvent = z.infer<typeof surveyYearEventSchema>;

/**
 * One survey year with its state (DESIGN.md §7) and its history (§8 "Year rows keep their history"): opened_* is
 * the first opening (a reopen leaves it), closed_* the last close, reopen_reason the last reopen's; history holds
 * every move, oldest first.
 */
export const surveyYearSchema = z.object({
  survey_fy: z.number().int(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  status_name: z.string(),
  opened_date: z.string().nullable(),
  opened_user_id: z.string().nullable(),
  opened_user_name: z.string().nullable(),
  closed_date: z.string().nullable(),
  closed_user_id: z.string().nullable(),
  closed_user_name: z.string().nullable(),
  reopen_reason: z.string().nullable(),
  history: z.array(surveyYearEventSchema),
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

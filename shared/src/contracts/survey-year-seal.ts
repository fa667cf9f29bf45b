import { z } from 'zod';
import { SEAL_KINDS } from './seal-kinds';

export { SEAL_KINDS, SEAL_KIND_LABELS, type SealKind } from './seal-kinds';

const sealCountSchema = z.object({ kind: z.enum(SEAL_KINDS), rows: z.number().int() });

/** A closed year's seal: SHA-256 (hex) over the canonical export of its data, rows per kind, who and when. */
export const surveyYearSealSchema = z.object({
  survey_fy: z.number().int(),
  digest: z.string(),
  counts: z.array(sealCountSchema),
  sealed_at: z.string(),
  sealed_user_id: z.string().nullable(),
  sealed_user_name: z.string().nullable(),
});
export type SurveyYearSeal = z.infer<typeof surveyYearSealSchema>;

/** The stored seal and whether recomputing it now gives the same digest. */
export const surveyYearSealResponseSchema = z.object({
  seal: surveyYearSealSchema,
  verified: z.boolean(),
  current_digest: z.string(),
});
export type SurveyYearSealResponse = z.infer<typeof surveyYearSealResponseSchema>;

/** One change to the year's data between a reopen and the close after it (from the audit trail). */
const restatementChangeSchema = z.object({
  entity: z.string(),
  entity_key: z.string(),
  action: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  occurred_at: z.string(),
});

/** A reopen and the close after it: why, the seal before and after, and what changed in between. */
export const restatementSchema = z.object({
  survey_fy: z.number().int(),
  reason: z.string().nullable(),
  reopened_at: z.string().nullable(),
  closed_at: z.string(),
  closed_user_id: z.string().nullable(),
  closed_user_name: z.string().nullable(),
  digest_before: z.string(),
  digest_after: z.string(),
  changes: z.array(restatementChangeSchema),
});
export type Restatement = z.infer<typeof restatementSchema>;

export const restatementsResponseSchema = z.object({ restatements: z.array(restatementSchema) });

export const ASSURANCE_PACK_CONTENT_TYPE = 'application/zip';

import { z } from 'zod';
import { UPLOAD_KINDS } from '../routes/upload-access';
import { pageInfoSchema, pageQuerySchema, surveyFyParamSchema } from './common';
import { qualityWarningSchema } from './csv-upload';

/** GET /uploads: a kind's (or every readable kind's) kept uploads, newest first. */
export const uploadsQuerySchema = pageQuerySchema.omit({ order: true }).extend({
  kind: z.enum(UPLOAD_KINDS).optional(),
  survey_fy: surveyFyParamSchema.optional(),
});
export type UploadsQuery = z.infer<typeof uploadsQuerySchema>;

export const uploadParamsSchema = z.object({ upload_id: z.uuid() });

/** One kept upload (DESIGN.md §8 "Uploads are evidence"). */
export const uploadSchema = z.object({
  upload_id: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  survey_fys: z.array(z.number().int()),
  file_name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  content_type: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  uploaded_at: z.string(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  /** The dry run's quality warnings the upload was confirmed with (first 100, and how many), or none. */
  warnings: z.object({ list: z.array(qualityWarningSchema), count: z.number().int() }).nullable(),
  comment: z.string().nullable(),
});
export type Upload = z.infer<typeof uploadSchema>;

export const uploadsResponseSchema = pageInfoSchema.extend({ uploads: z.array(uploadSchema) });
export type UploadsResponse = z.infer<typeof uploadsResponseSchema>;

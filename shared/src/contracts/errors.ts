import { z } from 'zod';

import { ERROR_CODES, FIELD_REASONS } from './constants';

export { ERROR_CODES, FIELD_REASONS, MESSAGES, type ErrorCode, type FieldReason } from './constants';

export const csvRowErrorSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  reason: z.enum(FIELD_REASONS),
  message: z.string(),
});
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

/** Wire shape of every error answer. Keys are snake_case on the wire like every other body. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  error_item: z
    .object({
      reason: z.record(z.string(), z.enum(FIELD_REASONS)),
      rows: z.array(csvRowErrorSchema).optional(),
    })
    .optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

import { z } from 'zod';

export { MAX_LISTED_REMOVED_ROWS } from './constants';

/** `?dry_run=true` on every CSV upload: the same checks and the same answer, nothing written (DESIGN §7). */
export const csvUploadQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

const cellSchema = z.union([z.string(), z.number(), z.null()]);

/**
 * Answer of every CSV upload, dry run or not: rows in the file, and what the upload does (would do) to the stored
 * rows. `removed_rows` holds the first MAX_LISTED_REMOVED_ROWS removed rows as the export writes them (one array
 * of cells per row, in the upload's column order).
 */
export const csvUploadResponseSchema = z.object({
  dry_run: z.boolean(),
  imported_count: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
  removed_rows: z.array(z.array(cellSchema)),
});
export type CsvUploadResponse = z.infer<typeof csvUploadResponseSchema>;

/** Largest accepted upload in the mocks (the server's FILE_LIMIT_BYTES default); a larger one answers 413 E-413. */
export const CSV_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

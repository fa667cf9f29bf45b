import { z } from 'zod';

export { MAX_LISTED_ROWS } from './constants';

/** `?dry_run=true` on every CSV upload: the same checks and the same answer, nothing written (DESIGN §7). */
export const csvUploadQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

const cellSchema = z.union([z.string(), z.number(), z.null()]);

/** A field of a changed row: its column key, the stored value and the file's (as the export writes them). */
export const csvFieldChangeSchema = z.object({ field: z.string(), before: cellSchema, after: cellSchema });
export type CsvFieldChange = z.infer<typeof csvFieldChangeSchema>;

/** A changed row: its cells as the file has them, and the fields that differ from the stored row. */
export const csvChangedRowSchema = z.object({
  cells: z.array(cellSchema),
  changes: z.array(csvFieldChangeSchema),
});
export type CsvChangedRow = z.infer<typeof csvChangedRowSchema>;

/**
 * A quality warning of a survey-result or vehicle upload (DESIGN §8 "Quality warnings on results"): the file's
 * `line` (null for a total over rows, such as a year's fuel per office and fuel type), the compared `key` and its
 * `label`, last year's and this year's value and the change in percent.
 */
export const qualityWarningSchema = z.object({
  code: z.enum(['YOY_CHANGE', 'ZERO_VALUE']),
  line: z.number().int().nullable(),
  key: z.string(),
  label: z.string(),
  previous: z.number(),
  current: z.number(),
  change_percent: z.number(),
});
export type QualityWarning = z.infer<typeof qualityWarningSchema>;

/**
 * Answer of every CSV upload, dry run or not: rows in the file, and what the upload does (would do) to the stored
 * rows. `added_rows`, `changed_rows` and `removed_rows` hold the first MAX_LISTED_ROWS of each, in key
 * order, as the export writes them (one array of cells per row, in the upload's column order); the counts are of
 * them all (DESIGN §8 "Upload meaning is said where it happens"). The lists are the dry run's: the upload itself,
 * whose transaction holds the target's lock, answers the counts with the lists empty.
 */
export const csvUploadResponseSchema = z.object({
  dry_run: z.boolean(),
  imported_count: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
  added_rows: z.array(z.array(cellSchema)),
  changed_rows: z.array(csvChangedRowSchema),
  removed_rows: z.array(z.array(cellSchema)),
  /** Uploads with a quality rule only: the first MAX_LISTED_WARNINGS warnings, and how many there are. */
  warnings: z.array(qualityWarningSchema).optional(),
  warning_count: z.number().int().optional(),
});
export type CsvUploadResponse = z.infer<typeof csvUploadResponseSchema>;

/** Largest accepted upload in the mocks (the server's FILE_LIMIT_BYTES default); a larger one answers 413 E-413. */
export const CSV_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

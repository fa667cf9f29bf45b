import type { z } from 'zod';

/**
 * The zod half of an operation (its other half, method, path and roles, is `@sdp/shared/routes`' OPERATIONS, which
 * the browser bundles carry without zod). Every part is validated by the server's pipeline; `answer` is also what
 * the answer is serialised through.
 */
export interface OperationSchemas {
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, or one CSV file in the multipart field `file`. */
  body?: z.ZodType | 'multipart';
  /** The JSON answer; an operation without one answers 204, or a file when `file` is set. */
  answer?: z.ZodType;
  /** The success status of a JSON answer (default 200). */
  status?: 200 | 201 | 202;
  /** The answer is a file (CSV, ZIP…) of this media type; `answer` then describes a not-yet-ready 202 instead. */
  file?: string;
}

export type SchemasOf<Table> = { readonly [Id in keyof Table]: OperationSchemas };

/** Exports answer UTF-8 CSV with a BOM (shared/src/domain/csv). */
export const CSV_FILE = 'text/csv; charset=utf-8';

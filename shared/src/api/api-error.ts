import type { CsvRowError, ErrorCode, FieldReason } from '../contracts/errors';
import { MESSAGES } from '../contracts/constants';

/** Every failed call ends up as one of these, whatever went wrong. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** Field name (camelCase) → reason. */
  readonly fieldReasons: Record<string, FieldReason>;
  readonly rows: CsvRowError[];
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode;
    message: string;
    fieldReasons?: Record<string, FieldReason>;
    rows?: CsvRowError[];
    requestId?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldReasons = init.fieldReasons ?? {};
    this.rows = init.rows ?? [];
    this.requestId = init.requestId;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const NETWORK_ERROR_MESSAGE =
  'サーバーに接続できませんでした。通信環境を確認してもう一度やり直してください。';

/** A message to show a user for any error, never an internal one. */
export function errorMessageOf(error: unknown): string {
  if (isApiError(error)) return error.message || MESSAGES.fallback;
  return MESSAGES.fallback;
}

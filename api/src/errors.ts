import {
  MESSAGES,
  validationAnswer,
  yearClosedMessage,
  type CsvRowError,
  type ErrorBody,
  type ErrorCode,
  type FieldReason,
  type RequestIssue,
} from '@sdp/shared/contracts';
import { accessEndedMessage } from '@sdp/shared/domain';
import type { Logger } from './pipeline/context';

/**
 * Every expected failure is thrown as an AppError; the central handler turns it into the error body of
 * shared/src/contracts/errors.ts. Anything else becomes 500 E-001 with no internals.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly reason?: Record<string, FieldReason>,
    readonly rows?: CsvRowError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, message: string, reason?: Record<string, FieldReason>) =>
  new AppError(400, code, message, reason);
export const unauthenticated = () => new AppError(401, 'E-401', MESSAGES.unauthenticated);
export const forbidden = () => new AppError(403, 'E-403', MESSAGES.accessDenied);
export const notRegistered = () => new AppError(403, 'E-403', MESSAGES.contactAdmin);
/** 利用期限 has passed: the login page shows this message, with the user's date. */
export const accessEnded = (accessUntil: string) =>
  new AppError(403, 'E-403-2', accessEndedMessage(accessUntil));
export const notFound = () => new AppError(404, 'E-404', MESSAGES.notFound);
export const conflict = () => new AppError(409, 'E-409', MESSAGES.conflict);
export const duplicate = (field: string) =>
  badRequest('W-003', MESSAGES.duplicate, { [field]: 'DUPLICATE_ERROR' });
export const inUse = (field: string) => badRequest('W-004', MESSAGES.inUse, { [field]: 'IN_USE_ERROR' });
export const invalidStatus = (field = 'status') =>
  badRequest('W-002', MESSAGES.invalidStatus, { [field]: 'INVALID_STATUS' });
export const invalidValue = (field: string) =>
  badRequest('W-001-3', MESSAGES.invalidValue, { [field]: 'INVALID_VALUE' });
export const yearClosed = (fy: number) =>
  badRequest('W-006', yearClosedMessage(fy), { survey_fy: 'YEAR_CLOSED' });

/** A request's failed zod checks → the 400 answer: one reason per field (shared validationAnswer). */
export function validationError(
  issues: readonly RequestIssue[],
  data: unknown,
  fallbackField = 'body',
): AppError {
  const { code, message, reason } = validationAnswer(issues, data, fallbackField);
  return badRequest(code, message, reason);
}

// PostgreSQL connection exceptions (08…), shutdown or not yet accepting (57P0…), too many connections; socket errors.
const UNAVAILABLE_CODES = /^(08\d{3}|57P0[1-3]|53300|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/;
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

/** The database went away (restart, failover, network): the request may be retried, so 503, not 500. */
function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: socket errors may come from another realm (not `instanceof Error`) or wrapped in an AggregateError.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}

/**
 * PostgreSQL integrity violations (class 23) that the checks before a write did not catch — a row another request
 * removed or added meanwhile, a reference the code knows and the database does not: the caller's 4xx, never a 500.
 * The field is the last column of the violated key (`Key (survey_fy, office_code)=…` → office_code).
 */
function integrityViolation(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, detail, column } = error as { code?: unknown; detail?: unknown; column?: unknown };
  const text = typeof detail === 'string' ? detail : '';
  const key = /^Key \(([^)]*)\)/
    .exec(text)?.[1]
    ?.split(',')
    .map((name) => name.trim());
  const field = key?.at(-1) || (typeof column === 'string' && column) || 'body';
  switch (code) {
    case '23505':
    case '23P01':
      return duplicate(field);
    case '23503':
      return /still referenced/.test(text) ? inUse(field) : invalidValue(field);
    case '23502':
      return badRequest('W-001-1', MESSAGES.required, { [field]: 'REQUIRED' });
    case '23514':
    case '23000':
    case '23001':
      return invalidValue(field);
    default:
      return undefined;
  }
}

/**
 * A write the data-scope policies refused (migration 120: the row would land outside the caller's organisation):
 * the caller's 403 with what happened, never a 500. Other 42501s (a missing grant) are the code's fault: 500.
 */
function outsideScope(error: unknown): AppError | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== '42501' || typeof message !== 'string' || !/row-level security/.test(message))
    return undefined;
  return new AppError(403, 'E-403', MESSAGES.outOfScope, { body: 'OUT_OF_SCOPE' });
}

/**
 * The answer to a failure any transport can meet (the database's, the caller's input refused by it), or undefined
 * for an unexpected error (then 500 E-001 with no internals).
 */
export function knownError(error: unknown, log: Logger): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError(503, 'E-503', MESSAGES.unavailable);
  const violation = integrityViolation(error);
  if (violation) {
    log.warn({ err: error }, 'write refused by an integrity constraint');
    return violation;
  }
  const outside = outsideScope(error);
  if (outside) {
    log.warn({ err: error }, 'write refused by the data scope');
    return outside;
  }
  // PostgreSQL data exceptions (class 22: NUL bytes, values out of range…) are input the schemas let through.
  if (/^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown } | null)?.code))) {
    log.warn({ err: error }, 'input refused by the database');
    return badRequest('W-001-3', MESSAGES.invalidValue);
  }
  return undefined;
}

export const errorBody = (error: AppError, requestId: string): ErrorBody => ({
  message: error.message,
  code: error.code,
  ...(error.reason || error.rows
    ? { error_item: { reason: error.reason ?? {}, ...(error.rows ? { rows: error.rows } : {}) } }
    : {}),
  request_id: requestId,
});

/** The 500 answer: nothing of the failure leaves the server. */
export const internalErrorBody = (requestId: string): ErrorBody => ({
  message: MESSAGES.fallback,
  code: 'E-001',
  request_id: requestId,
});

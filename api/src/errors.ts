import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  validationAnswer,
  yearClosedMessage,
  type CsvRowError,
  type ErrorBody,
  type ErrorCode,
  type FieldReason,
} from '@sdp/shared/contracts';

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

const CONTEXT_DATA: Record<string, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

/** Fastify's validation entries (from zod's issues) → the shared answer: one reason per field. */
function validationError(
  issues: readonly { keyword: string; instancePath: string; params?: Record<string, unknown> }[],
  data: unknown,
  prefix = '',
): AppError {
  const { code, message, reason } = validationAnswer(
    issues.map((issue) => ({
      path: issue.instancePath.split('/').filter(Boolean),
      code: issue.keyword,
      params: issue.params?.params as Record<string, unknown> | undefined,
    })),
    data,
    prefix || 'body',
  );
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

function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError(503, 'E-503', MESSAGES.unavailable);
  const violation = integrityViolation(error);
  if (violation) {
    request.log.warn({ err: error }, 'write refused by an integrity constraint');
    return violation;
  }
  // PostgreSQL data exceptions (class 22: NUL bytes, values out of range…) are input the schemas let through.
  if (/^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown }).code))) {
    request.log.warn({ err: error }, 'input refused by the database');
    return badRequest('W-001-3', MESSAGES.invalidValue);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    return validationError(error.validation, CONTEXT_DATA[context]?.(request));
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'W-001', MESSAGES.typeError);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'E-413', MESSAGES.bodyTooLarge);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'E-413', MESSAGES.tooLarge);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badRequest('W-001-2', MESSAGES.typeError, { body: 'TYPE_ERROR' });
    default:
      break;
  }
  // Other framework and plugin errors (multipart limits, bad content length…) by their status.
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) return new AppError(413, 'E-413', MESSAGES.tooLarge);
  if (status === 415 || status === 406) return new AppError(415, 'W-001', MESSAGES.typeError);
  if (status === 429) return new AppError(429, 'E-429', MESSAGES.tooManyRequests);
  if (status === 404) return notFound();
  if (status >= 400 && status < 500 && fastifyError.code?.startsWith('FST_')) {
    return new AppError(400, 'W-001', MESSAGES.validation);
  }
  return undefined;
}

const errorBody = (error: AppError, requestId: string): ErrorBody => ({
  message: error.message,
  code: error.code,
  ...(error.reason || error.rows
    ? { error_item: { reason: error.reason ?? {}, ...(error.rows ? { rows: error.rows } : {}) } }
    : {}),
  request_id: requestId,
});

/** Errors of the router before any hook runs (Fastify `frameworkErrors`): a malformed or overlong path parameter. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? notFound() // no record has such an id
      : badRequest('W-001-3', MESSAGES.invalidValue);
  if ((error.statusCode ?? 500) >= 500) request.log.error({ err: error }, 'router error');
  void reply.status(known.status).send(errorBody(known, request.id));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = toAppError(error, request);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      if (known.status === 503) reply.header('retry-after', '5');
      return reply.status(known.status).send(errorBody(known, request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: MESSAGES.fallback, code: 'E-001', request_id: request.id } satisfies ErrorBody);
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(errorBody(notFound(), request.id)));
}

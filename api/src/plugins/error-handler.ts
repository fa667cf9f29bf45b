import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@sdp/shared/contracts';
import {
  AppError,
  badRequest,
  errorBody,
  internalErrorBody,
  knownError,
  notFound,
  validationError,
} from '../errors';

const CONTEXT_DATA: Record<string, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

/** Fastify's validation entries (from zod's issues) → the shared answer: one reason per field. */
const fastifyValidationError = (
  issues: readonly { keyword: string; instancePath: string; params?: Record<string, unknown> }[],
  data: unknown,
) =>
  validationError(
    issues.map((issue) => ({
      path: issue.instancePath.split('/').filter(Boolean),
      code: issue.keyword,
      params: issue.params?.params as Record<string, unknown> | undefined,
    })),
    data,
  );

function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError | undefined {
  const known = knownError(error, request.log);
  if (known) return known;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    return fastifyValidationError(error.validation, CONTEXT_DATA[context]?.(request));
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
    return reply.status(500).send(internalErrorBody(request.id));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(errorBody(notFound(), request.id)));
}

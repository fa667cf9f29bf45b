import { z } from 'zod';
import { errorBodySchema } from '@sdp/shared/contracts';
import { OPERATIONS } from './operations';

type Operation = { operationId?: string; summary?: string; responses?: Record<string, unknown> };
interface OpenApiObject {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** Every error answer of the catalogue (shared/src/contracts/constants.ts) by status. */
const ERROR_RESPONSES = {
  BadRequest: errorAnswer(
    'W-001 (-1 required, -2 type, -3 value) with the fields in error_item; W-002 status, W-003 duplicate, ' +
      'W-004 in use, W-005 (-1 header, -2 encoding, -3 columns) with the CSV rows in error_item.rows',
  ),
  Unauthorized: errorAnswer('E-401: not signed in, or the token is not accepted (expired, signed out)'),
  Forbidden: errorAnswer(
    'E-403: no role for this call; E-403-1: CSRF token missing or not the caller’s; E-403-2: the user’s 利用期限 has passed',
  ),
  NotFound: errorAnswer('E-404: no such record'),
  Conflict: errorAnswer(
    'E-409: the record changed since it was read (stale version); E-409-1: the same ' +
      'Idempotency-Key is still being processed',
  ),
  PayloadTooLarge: errorAnswer('E-413: body or file over the limit'),
  IdempotencyMismatch: errorAnswer('E-422: the Idempotency-Key was used for another request'),
  TooManyRequests: errorAnswer('E-429: too many requests; retry after the retry-after header'),
  Unavailable: errorAnswer('E-503: the database is unavailable; retry later'),
} as const;
type ErrorResponse = keyof typeof ERROR_RESPONSES;

const STATUS: Record<ErrorResponse, string> = {
  BadRequest: '400',
  Unauthorized: '401',
  Forbidden: '403',
  NotFound: '404',
  Conflict: '409',
  PayloadTooLarge: '413',
  IdempotencyMismatch: '422',
  TooManyRequests: '429',
  Unavailable: '503',
};

/** The error answers an operation can give, from its method and shape. */
function errorsOf(method: string, path: string, operation: Record<string, unknown>): ErrorResponse[] {
  if (!path.startsWith('/api/v1/')) return method === 'post' ? ['BadRequest'] : [];
  const write = method !== 'get';
  const hasInput = write || Array.isArray(operation.parameters);
  return [
    ...(hasInput ? (['BadRequest'] as const) : []),
    'Unauthorized',
    'Forbidden',
    ...(path.includes('{') ? (['NotFound'] as const) : []),
    ...(write ? (['Conflict', 'PayloadTooLarge', 'IdempotencyMismatch'] as const) : []),
    'TooManyRequests',
    'Unavailable',
  ];
}

/** Fastify's `:param` key of a document path (`/users/{id}` → `/users/:id`). */
export const operationKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

/**
 * Names, summarises and gives its error answers to every operation of the generated document, so a generated client
 * reads well. An operation missing from OPERATIONS keeps no name: openapi.test.ts fails on it.
 */
export function documentOperations<T>(document: T): T {
  const openapi = document as OpenApiObject;
  for (const [path, methods] of Object.entries(openapi.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const known = OPERATIONS[operationKey(method, path)];
      if (known) Object.assign(operation, { operationId: known.id, summary: known.summary });
      const responses = (operation.responses ??= {});
      for (const name of errorsOf(method, path, operation as Record<string, unknown>)) {
        responses[STATUS[name]] ??= { $ref: `#/components/responses/${name}` };
      }
    }
  }
  openapi.components = {
    ...openapi.components,
    schemas: {
      ...openapi.components?.schemas,
      ErrorBody: z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }),
    },
    responses: { ...openapi.components?.responses, ...ERROR_RESPONSES },
  };
  return document;
}

import type { z } from 'zod';
import { OPERATION_SCHEMAS, MESSAGES, type OperationSchemas } from '@sdp/shared/contracts';
import { contentDisposition } from '@sdp/shared/domain';
import { allowingStoredText, unchangedText } from '@sdp/shared/rules';
import { matchOperation, mayCallOperation, OPERATIONS, type OperationId } from '@sdp/shared/routes';
import type { Csrf } from '../auth/csrf';
import { withScope } from '../db/scope';
import { withScopeBetweenStatements } from '../db/scope-between-statements';
import type { ExportJobStore } from '../routes/export-jobs/export-job-store';
import type { Db } from '../db/database';
import {
  AppError,
  errorBody,
  forbidden,
  internalErrorBody,
  invalidValue,
  knownError,
  notFound,
  validationError,
} from '../errors';
import { authenticate, bearerOf, csrfSubject, type Authenticator } from './authenticate';
import type { Caller, Counters, HandlerContext } from './context';
import { isAccepted, isFileAnswer, isJsonText, type HandlersOf } from './handler';
import { createIdempotency, type IdempotencyOptions } from './idempotency';
import type { PipelineRequest, PipelineResponse } from './request';

export const CSRF_HEADER = 'x-csrf-token';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Every operation's handler; during the move off Fastify routes, the operations already on the pipeline. */
type HandlerTable = Partial<HandlersOf<OperationId>>;

export interface PipelineDeps extends Authenticator {
  db: Db;
  handlers: HandlerTable;
  csrf: Csrf;
  exportJobs: ExportJobStore;
  userLicences: number;
  counters: Counters;
  callersChanged: () => Promise<void>;
  idempotency?: IdempotencyOptions;
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): PipelineResponse => ({
  status,
  headers: { 'content-type': JSON_TYPE, ...headers },
  body: JSON.stringify(value),
});

/** The answer to any failure: the shared error body, never internals. */
function errorResponse(
  error: unknown,
  request: Pick<PipelineRequest, 'requestId' | 'log'>,
): PipelineResponse {
  const known = knownError(error, request.log);
  if (!known) {
    request.log.error({ err: error }, 'unhandled error');
    return json(500, internalErrorBody(request.requestId));
  }
  if (known.status >= 500) request.log.error({ err: error }, 'request failed');
  return json(
    known.status,
    errorBody(known, request.requestId),
    known.status === 503 ? { 'retry-after': '5' } : {},
  );
}

function parsePart(schema: z.ZodType | undefined, value: unknown, fallbackField: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(
    result.error.issues.map((issue) => ({
      path: issue.path,
      code: issue.code,
      params: (issue as { params?: Record<string, unknown> }).params,
    })),
    value,
    fallbackField,
  );
}

const yearIn = (part: unknown): number | undefined => {
  const year =
    part !== null && typeof part === 'object' ? (part as { survey_fy?: unknown }).survey_fy : undefined;
  return typeof year === 'number' ? year : undefined;
};

/**
 * The request pipeline every transport runs (DESIGN.md §8 "One server logic"): match the operation → authenticate
 * → CSRF on non-GET → roles → validate params, body and query (stored text allowed on edits) → Idempotency-Key →
 * survey year exists → handler → answer serialised through the answer schema. Every failure answers the shared
 * error body.
 */
export function createPipeline(deps: PipelineDeps) {
  const once = createIdempotency(deps.db, deps.idempotency);

  async function run(
    id: OperationId,
    request: PipelineRequest,
    caller: Caller,
    params: Record<string, string>,
  ) {
    const schemas: OperationSchemas = OPERATION_SCHEMAS[id];
    const entry = deps.handlers[id]!;
    const spec = typeof entry === 'function' ? { handle: entry, storedText: undefined } : entry;
    const input = {
      params: parsePart(schemas.params, params, 'params'),
      body: undefined as unknown,
      query: undefined as unknown,
      file: undefined as unknown,
    };
    if (schemas.body && schemas.body !== 'multipart') {
      const body = request.body;
      const stored =
        spec.storedText && body !== null && typeof body === 'object' && !Array.isArray(body)
          ? await spec.storedText(deps.db, body as Record<string, unknown>).catch(() => undefined)
          : undefined;
      input.body = allowingStoredText(unchangedText(body, stored), () =>
        parsePart(schemas.body as z.ZodType, body, 'body'),
      );
    }
    input.query = parsePart(schemas.query, request.query, 'body');
    return once(request, caller, async () => {
      const headers: Record<string, string> = {};
      try {
        // After the Idempotency-Key's fingerprint, which reads the whole multipart content first.
        if (schemas.body === 'multipart' && request.file) input.file = await request.file();
        // A year in the query or the body must exist (DESIGN.md §7); years are never deleted, so one seen is remembered.
        const fy = yearIn(input.query) ?? yearIn(input.body);
        const year = fy === undefined ? undefined : { fy, missing: () => invalidValue('survey_fy') };
        // An upload reads and checks its file for seconds: on PGlite it must not hold the one connection meanwhile.
        const scopedWork = schemas.body === 'multipart' ? withScopeBetweenStatements : withScope;
        const answer = await scopedWork(
          deps.db,
          caller.scope,
          async (db) => {
            let active = true;
            const ctx: HandlerContext = {
              db,
              // Inside the request its own connection; after it (an export's later pages) one of its own.
              scoped: (work) => (active ? work(db) : withScope(deps.db, caller.scope, work)),
              background: (work) => withScope(deps.db, caller.scope, work),
              caller,
              requestId: request.requestId,
              log: request.log,
              counters: deps.counters,
              callersChanged: deps.callersChanged,
              csrf: deps.csrf,
              revoked: {
                ...deps.revoked,
                revoke: (tokenId, expiresAt) => deps.revoked.revoke(tokenId, expiresAt, db),
              },
              exportJobs: deps.exportJobs,
              userLicences: deps.userLicences,
              setHeader: (name, value) => {
                headers[name.toLowerCase()] = value;
              },
            };
            try {
              return (await (spec.handle as (c: HandlerContext, i: unknown) => Promise<unknown>)(
                ctx,
                input,
              )) as unknown;
            } finally {
              active = false;
            }
          },
          year,
        );
        if (isFileAnswer(answer)) {
          return {
            status: 200,
            headers: {
              ...headers,
              'content-type': answer.contentType,
              'content-disposition': contentDisposition(answer.fileName),
              'cache-control': 'no-store',
            },
            body: answer.body,
          };
        }
        if (isAccepted(answer)) return json(202, schemas.answer!.parse(answer.value), headers);
        if (isJsonText(answer)) {
          return {
            status: schemas.status ?? 200,
            headers: { ...headers, 'content-type': JSON_TYPE },
            body: answer.text,
          };
        }
        if (!schemas.answer) return { status: 204, headers, body: undefined };
        return json(schemas.status ?? 200, schemas.answer.parse(answer), headers);
      } catch (error) {
        return errorResponse(error, request);
      }
    });
  }

  return async function handle(request: PipelineRequest): Promise<PipelineResponse> {
    try {
      const match = matchOperation(OPERATIONS, request.method, request.path);
      if (!match || !deps.handlers[match.id]) throw notFound();
      const caller = await authenticate(deps.db, deps, bearerOf(request.headers.authorization), request.log);
      await request.onCaller?.(caller);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        if (!(await deps.csrf.verify(request.headers[CSRF_HEADER], csrfSubject(caller)))) {
          throw new AppError(403, 'E-403-1', MESSAGES.csrf);
        }
      }
      if (!mayCallOperation(match.id, caller.roles)) throw forbidden();
      return await run(match.id, request, caller, match.params);
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

export type Pipeline = ReturnType<typeof createPipeline>;

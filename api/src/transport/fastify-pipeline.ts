import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@sdp/shared/contracts';
import { OPERATION_SCHEMAS, type OperationSchemas } from '@sdp/shared/contracts';
import { OPERATION_DOMAINS, OPERATIONS, type OperationId } from '@sdp/shared/routes';
import { AppError } from '../errors';
import type { Caller } from '../pipeline/context';
import type { Pipeline } from '../pipeline/pipeline';
import type { PipelineRequest, PipelineResponse, UploadedFile } from '../pipeline/request';
import { readMultipartContent } from '../plugins/multipart-content';
import type { ApiRoute } from '../types';

const API_PREFIX = '/api/v1';

/** The text fields that came before the file part (a field after it is not read: the file streams first). */
function textFieldsOf(part: MultipartFile): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first?.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
  }
  return fields;
}

/** The multipart limit cut the file: the same 413 as a body over the limit. */
const tooLarge = () => new AppError(413, 'E-413', MESSAGES.tooLarge);

async function* contentOf(part: MultipartFile): AsyncIterable<Uint8Array> {
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) yield chunk;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

const headersOf = (request: FastifyRequest): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );

const queryOf = (request: FastifyRequest): Record<string, string | string[]> =>
  (request.query ?? {}) as Record<string, string | string[]>;

/** The API document's group of an operation: its domain's table. */
const tagOf = (id: OperationId): string =>
  Object.entries(OPERATION_DOMAINS).find(([, table]) => id in table)?.[0] ?? 'api';

/**
 * The operation's schemas as Fastify declares a route's, for the API document only (@fastify/swagger): the
 * pipeline validates and serialises, so the route's own compilers pass everything through.
 */
function documentedSchema(id: OperationId) {
  const schemas: OperationSchemas = OPERATION_SCHEMAS[id];
  const success = schemas.file ? 200 : (schemas.status ?? (schemas.answer ? 200 : 204));
  return {
    tags: [tagOf(id)],
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(schemas.body && schemas.body !== 'multipart' ? { body: schemas.body } : {}),
    ...(schemas.answer ? { response: { [schemas.file ? 202 : success]: schemas.answer } } : {}),
  };
}

export interface PipelineRouteOptions {
  /** Runs once the pipeline knows the caller (the per-user rate limit). */
  onCaller?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Collects every route with its access (for tests). */
  routes?: ApiRoute[];
}

/**
 * Fastify keeps the transport (listening, body parsing, multipart streaming, logs, metrics, rate limits) and hands
 * every request of these operations to the pipeline, which holds every rule (DESIGN.md §8).
 */
export function registerPipelineRoutes(
  app: FastifyInstance,
  pipeline: Pipeline,
  options: PipelineRouteOptions = {},
): void {
  // Deny by default: an /api/v1 route of its own, outside the operation table, would skip the pipeline's checks.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${API_PREFIX}/`) && !route.config?.pipeline) {
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `No access rule for ${method} ${route.url.slice(API_PREFIX.length)}: add it to the operation table`,
      );
    }
  });
  for (const id of Object.keys(OPERATIONS) as OperationId[]) {
    const operation = OPERATIONS[id];
    options.routes?.push({ method: operation.method, path: operation.path, access: operation.access });
    app.route({
      method: operation.method,
      url: API_PREFIX + operation.path,
      config: { pipeline: true },
      schema: documentedSchema(id),
      validatorCompiler: () => (value) => ({ value }),
      serializerCompiler: () => (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
      handler: async (request, reply) => {
        let part: MultipartFile | undefined;
        const url = request.url;
        const queryAt = url.indexOf('?');
        const input: PipelineRequest = {
          method: request.method,
          path: (queryAt < 0 ? url : url.slice(0, queryAt)).slice(API_PREFIX.length),
          query: queryOf(request),
          headers: headersOf(request),
          body: request.isMultipart() ? undefined : request.body,
          requestId: request.id,
          log: request.log,
          onCaller: async (caller: Caller) => {
            request.caller = caller;
            await options.onCaller?.(request, reply);
          },
        };
        // Files an Idempotency-Key's fingerprint spooled to disk, closed once the request is answered.
        const spooled: (() => Promise<void>)[] = [];
        if (request.isMultipart()) {
          input.multipartDigest = () => readMultipartContent(request, spooled);
          input.file = async (): Promise<UploadedFile | undefined> => {
            part = await request.file().catch(() => undefined);
            const found = part;
            return (
              found && {
                name: found.filename,
                contentType: found.mimetype,
                content: contentOf(found),
                truncated: () => found.file.truncated,
                fields: textFieldsOf(found),
              }
            );
          };
        }
        let response: PipelineResponse;
        try {
          response = await pipeline(input);
        } finally {
          await Promise.all(spooled.map((dispose) => dispose()));
        }
        // What the handler did not read of the file is drained, so the connection stays usable.
        if (spooled.length === 0) part?.file.resume();
        reply.status(response.status).headers(response.headers);
        const { body } = response;
        if (body === undefined) return reply.send();
        return reply.send(typeof body === 'string' ? body : Readable.from(body));
      },
    });
  }
}

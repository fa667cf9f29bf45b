import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { CSV_UPLOAD_MAX_BYTES, devTokenRequestSchema, MESSAGES } from '@sdp/shared/contracts';
import {
  AppError,
  errorBody,
  knownError,
  type EmbeddedApi,
  type Logger,
  type PipelineRequest,
  type PipelineResponse,
  type UploadedFile,
} from '@sdp/api/embedded';

export const API_PREFIX = '/api/v1';
const DEV_IDP_PREFIX = '/dev-idp';
/** The server's limits (api/src/config.ts defaults). */
const BODY_LIMIT_BYTES = 1024 * 1024;

const encoder = new TextEncoder();

const jsonResponse = (status: number, value: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

function bodyOf(body: PipelineResponse['body']): BodyInit | null {
  if (body === undefined) return null;
  if (typeof body === 'string') return body;
  const chunks = body[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value);
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}

const toResponse = (answer: PipelineResponse, requestId: string): Response =>
  new Response(bodyOf(answer.body), {
    status: answer.status,
    headers: { ...answer.headers, 'x-request-id': requestId },
  });

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/** The multipart file as a stream of bytes, once. */
function uploadedFile(file: File, fields: Record<string, string>): UploadedFile {
  async function* content(): AsyncGenerator<Uint8Array> {
    const reader = file.stream().getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  }
  return { name: file.name, contentType: file.type, content: content(), truncated: () => false, fields };
}

/** What the server's transport does before the pipeline: JSON or multipart bodies only, within the limits. */
async function readBody(request: Request, input: PipelineRequest): Promise<void> {
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData().catch(() => undefined);
    const part = form?.get('file');
    // Not `instanceof File`: under jsdom the parsed part is Node's File, and the global File is jsdom's.
    const file = part === null || part === undefined || typeof part === 'string' ? undefined : part;
    if (file && file.size > CSV_UPLOAD_MAX_BYTES) throw new AppError(413, 'E-413', MESSAGES.tooLarge);
    const fields: Record<string, string> = {};
    for (const [name, value] of form?.entries() ?? []) if (typeof value === 'string') fields[name] = value;
    const fileOf = () => (file ? uploadedFile(file, fields) : undefined);
    input.file = async () => fileOf();
    input.multipartDigest = async () => {
      const parts = [...(form?.entries() ?? [])].map(async ([name, value]) =>
        typeof value === 'string'
          ? JSON.stringify(['field', name, value])
          : JSON.stringify([
              'file',
              name,
              value.name,
              bytesToHex(sha256(new Uint8Array(await value.arrayBuffer()))),
            ]),
      );
      return bytesToHex(sha256(encoder.encode((await Promise.all(parts)).join('\n'))));
    };
    return;
  }
  const text = await request.text();
  if (text === '') return;
  if (encoder.encode(text).length > BODY_LIMIT_BYTES) throw new AppError(413, 'E-413', MESSAGES.bodyTooLarge);
  if (!type.startsWith('application/json')) throw new AppError(415, 'W-001', MESSAGES.typeError);
  try {
    input.body = JSON.parse(text) as unknown;
  } catch {
    throw new AppError(400, 'W-001-2', MESSAGES.typeError, { body: 'TYPE_ERROR' });
  }
}

/** The development identity provider's routes, as the server serves them under /dev-idp. */
async function devIdpAnswer(api: EmbeddedApi, request: Request, path: string): Promise<Response> {
  if (request.method === 'GET' && path === '/accounts') return jsonResponse(200, await api.devIdp.accounts());
  if (request.method === 'GET' && path === '/.well-known/jwks.json')
    return jsonResponse(200, api.devIdp.jwks());
  if (request.method === 'POST' && path === '/token') {
    const body = devTokenRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!body.success) throw new AppError(400, 'W-001-3', MESSAGES.invalidValue, { email: 'INVALID_VALUE' });
    return jsonResponse(200, await api.devIdp.token(body.data.email));
  }
  throw new AppError(404, 'E-404', MESSAGES.notFound);
}

/**
 * Hands a browser `Request` for /api/v1 or /dev-idp to the server's own pipeline and answers its `Response`: the
 * transport mock mode puts where Fastify stands on the server.
 */
export function createFetchHandler(api: EmbeddedApi, log: Logger) {
  return async function handle(request: Request): Promise<Response> {
    const requestId = crypto.randomUUID();
    const url = new URL(request.url);
    try {
      if (url.pathname.startsWith(`${DEV_IDP_PREFIX}/`))
        return await devIdpAnswer(api, request, url.pathname.slice(DEV_IDP_PREFIX.length));
      const input: PipelineRequest = {
        method: request.method,
        path: url.pathname.slice(API_PREFIX.length),
        query: queryOf(url),
        headers: Object.fromEntries(request.headers.entries()),
        requestId,
        log,
      };
      await readBody(request, input);
      return toResponse(await api.pipeline(input), requestId);
    } catch (error) {
      const known = knownError(error, log) ?? new AppError(500, 'E-001', MESSAGES.fallback);
      if (known.status >= 500) log.error({ err: error }, 'mock request failed');
      return jsonResponse(known.status, errorBody(known, requestId), { 'x-request-id': requestId });
    }
  };
}
export type FetchHandler = ReturnType<typeof createFetchHandler>;

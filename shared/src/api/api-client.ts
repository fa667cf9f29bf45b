import { toCamelCaseKeys, toSnakeCaseKeys } from 'es-toolkit/object';
import type { CamelCasedPropertiesDeep } from 'type-fest';
import { apiUrl } from '../config/runtime-config';
import type { ErrorBody, ErrorCode } from '../contracts/errors';
import { MESSAGES } from '../contracts/constants';
import { getAuthProvider } from '../auth/auth-provider';
import { getSession, TOKEN_SYNC_MAX_AGE_MS } from '../session/session-store';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { saveBlob, fileNameFromDisposition } from './download';
import { IDEMPOTENCY_HEADER, submissionOf, submitOnce } from './idempotency';
import { xhrFetch, type UploadProgress } from './xhr-fetch';

/** Client-side shape of a wire type: snake_case keys become camelCase. */
export type Camel<T> = CamelCasedPropertiesDeep<T>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: object | FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * POST only: the Idempotency-Key of this submission. By default each call gets a fresh one (reused by its own
   * automatic retries, by a double click of the same submission while it runs, and by the user's retry after a
   * network error or 5xx); pass one to tie several calls to one submission yourself.
   */
  idempotencyKey?: string;
  /** Reports the bytes of the body sent so far (the request then goes through XMLHttpRequest). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

const CSRF_HEADER = 'X-CSRF-Token';

let onUnauthorized: (notice?: string) => void = () => {
  window.location.assign('/login');
};
/**
 * The shell routes a 401 through its router instead of a full reload; a session ended by the server (利用期限
 * passed, 403 E-403-2) goes the same way with the server's message as the notice to show.
 */
export const setUnauthorizedHandler = (handler: (notice?: string) => void): void => {
  onUnauthorized = handler;
};

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Drops empty, null and undefined fields at every depth (spec §7). */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T;
  if (value && typeof value === 'object' && !(value instanceof Blob) && !(value instanceof Date)) {
    const entries = Object.entries(value).filter(([, v]) => !isEmpty(v));
    return Object.fromEntries(entries.map(([k, v]) => [k, compact(v)])) as T;
  }
  return value;
}

const toWire = <T extends object>(value: T): Record<string, unknown> =>
  toSnakeCaseKeys(compact(value)) as Record<string, unknown>;

export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toWire(query))) {
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function currentToken(): Promise<string | null> {
  const session = getSession();
  if (!session.token) return null;
  const age = Date.now() - (session.tokenIssuedAt ?? 0);
  if (age < TOKEN_SYNC_MAX_AGE_MS || !session.providerId) return session.token;
  const provider = getAuthProvider(session.providerId);
  const fresh = await provider?.getToken({ forceRefresh: true, email: session.email }).catch(() => null);
  if (fresh) {
    session.setToken(fresh);
    return fresh;
  }
  return session.token;
}

let csrf: { forToken: string | null; value: Promise<string> } | null = null;
async function csrfToken(token: string | null, renew = false): Promise<string> {
  if (renew || !csrf || csrf.forToken !== token) {
    const value = send('GET', '/csrf_token', {}, token).then(async (response) => {
      const body = (await response.json()) as { token: string };
      return body.token;
    });
    csrf = { forToken: token, value };
    value.catch(() => {
      csrf = null;
    });
  }
  return csrf.value;
}

async function send(
  method: Method,
  path: string,
  options: RequestOptions,
  token: string | null,
  csrfValue?: string,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (csrfValue) headers[CSRF_HEADER] = csrfValue;
  if (method === 'POST' && options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(toWire(options.body));
  }
  let response: Response;
  try {
    const init = { method, headers, body, signal: options.signal };
    const url = apiUrl(path) + buildQuery(options.query);
    const { onUploadProgress } = options;
    response = await (onUploadProgress ? xhrFetch(url, { ...init, onUploadProgress }) : fetch(url, init));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'E-001', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

// When a proxy or load balancer answers instead of the server (no error body).
const DEFAULT_CODE: Partial<Record<number, ErrorCode>> = {
  401: 'E-401',
  404: 'E-404',
  413: 'E-413',
  429: 'E-429',
  503: 'E-503',
};
const DEFAULT_MESSAGE: Partial<Record<number, string>> = {
  404: MESSAGES.notFound,
  413: MESSAGES.bodyTooLarge,
  429: MESSAGES.tooManyRequests,
  503: MESSAGES.unavailable,
};

async function toApiError(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Proxies and crashed servers answer with HTML or nothing: keep the generic message.
  }
  const reason = body.error_item?.reason ?? {};
  return new ApiError({
    status: response.status,
    code: body.code ?? DEFAULT_CODE[response.status] ?? 'E-001',
    message: body.message ?? DEFAULT_MESSAGE[response.status] ?? MESSAGES.fallback,
    fieldReasons: toCamelCaseKeys(reason) as ApiError['fieldReasons'],
    rows: (body.error_item?.rows ?? []).map((row) => ({
      ...row,
      field: Object.keys(toCamelCaseKeys({ [row.field]: 0 }))[0] ?? row.field,
    })),
    requestId: body.request_id,
  });
}

/** Sends a call and returns the raw response; retries once with a fresh CSRF token. */
export async function rawRequest(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const token = await currentToken();
  try {
    const csrfValue = method === 'GET' ? undefined : await csrfToken(token);
    try {
      return await send(method, path, options, token, csrfValue);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && error.code === 'E-403-1') {
        return await send(method, path, options, token, await csrfToken(token, true));
      }
      throw error;
    }
  } catch (error) {
    const accessEnded = error instanceof ApiError && error.status === 403 && error.code === 'E-403-2';
    if ((error instanceof ApiError && error.status === 401) || accessEnded) {
      const { providerId } = getSession();
      getSession().clear();
      // The provider's session ends too, so the next sign-in starts clean (account selection again).
      if (providerId)
        void getAuthProvider(providerId)
          ?.signOut()
          .catch(() => undefined);
      onUnauthorized(accessEnded ? error.message : undefined);
    }
    throw error;
  }
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<Camel<T>> {
  if (method !== 'POST') return parse<T>(await rawRequest(method, path, options));
  const body = options.body instanceof FormData ? options.body : toWire(options.body ?? {});
  return submitOnce(
    submissionOf(method, path + buildQuery(options.query), body),
    options.idempotencyKey,
    async (idempotencyKey) => parse<T>(await rawRequest(method, path, { ...options, idempotencyKey })),
  );
}

async function parse<T>(response: Response): Promise<Camel<T>> {
  if (response.status === 204) return undefined as Camel<T>;
  const text = await response.text();
  return (text ? toCamelCaseKeys(JSON.parse(text) as object) : undefined) as Camel<T>;
}

/** Fetches a CSV (or other attachment) and saves it under the server's file name. Returns the name. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
  fallbackName = 'export.csv',
): Promise<string> {
  const response = await rawRequest('GET', path, {
    ...options,
    headers: { Accept: 'text/csv', ...options.headers },
  });
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

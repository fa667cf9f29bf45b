import type { z } from 'zod';
import type { OperationSchemaTable } from '../contracts/operations/index';
import { OPERATIONS, operationUrl, type OperationId } from '../operations/index';
import { apiDownload, apiRequest, rawRequest, type Camel, type RequestOptions } from './api-client';

type Schemas<Id extends OperationId> = OperationSchemaTable[Id];
type WireOf<S, K extends string> = S extends { readonly [P in K]: infer T extends z.ZodType }
  ? z.input<T>
  : never;
/**
 * A query goes out as text: a caller passes what the schema makes of it (numbers, flags) or the text the schema reads
 * (a list keeps its filters from the URL as text), any part left out.
 */
type QueryOf<S> = S extends { readonly query: infer T extends z.ZodType }
  ? { [K in keyof z.output<T>]?: z.output<T>[K] | (K extends keyof z.input<T> ? z.input<T>[K] : never) }
  : never;
type AnswerWire<S> = S extends { readonly answer: infer T extends z.ZodType } ? z.output<T> : undefined;

/** The names of an operation's path parameters, from its path in the table. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call of an operation takes: its path parameters, query and body as its schemas say (camelCase). */
export type CallInput<Id extends OperationId> = ([ParamNames<(typeof OPERATIONS)[Id]['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<(typeof OPERATIONS)[Id]['path']>, string | number> }) &
  ([QueryOf<Schemas<Id>>] extends [never] ? { query?: undefined } : { query?: Camel<QueryOf<Schemas<Id>>> }) &
  (Schemas<Id> extends { body: 'multipart' }
    ? { body: FormData }
    : [WireOf<Schemas<Id>, 'body'>] extends [never]
      ? { body?: undefined }
      : { body: Camel<WireOf<Schemas<Id>, 'body'>> }) &
  Pick<RequestOptions, 'signal' | 'idempotencyKey' | 'onUploadProgress'>;

/** What an operation answers, camelCased (nothing for 204). */
export type Answer<Id extends OperationId> = Camel<AnswerWire<Schemas<Id>>>;

/** The operations that answer a file by their query alone (the exports): what ExportButton takes. */
export type ExportOperationId = {
  [Id in OperationId]: Schemas<Id> extends { file: string }
    ? Schemas<Id> extends { params: z.ZodType }
      ? never
      : Id
    : never;
}[OperationId];

/** The operations that take one CSV file (multipart), `dry_run` first: what the CSV upload takes. */
export type UploadOperationId = {
  [Id in OperationId]: Schemas<Id> extends { body: 'multipart' } ? Id : never;
}[OperationId];

/**
 * Calls an operation of the table by its id: method and path come from the table, the input and the answer are
 * typed by its schemas (a caller never states the answer's type), and zod stays out of the bundle (types only).
 */
export function call<Id extends OperationId>(id: Id, input: CallInput<Id>): Promise<Answer<Id>> {
  const operation = OPERATIONS[id];
  const { params, query, body, ...options } = input as {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
    body?: RequestOptions['body'];
  } & Pick<RequestOptions, 'signal' | 'idempotencyKey' | 'onUploadProgress'>;
  return apiRequest<AnswerWire<Schemas<Id>>>(operation.method, operationUrl(operation, params), {
    ...options,
    query,
    body,
  }) as Promise<Answer<Id>>;
}

/**
 * Sends an operation's request and answers the response as it came, for an answer that is a file or JSON by its
 * status (a download by token: 202 with the job while the file is prepared, 200 with the file). `accept` is the
 * Accept header.
 */
export function callResponse<Id extends OperationId>(
  id: Id,
  input: Omit<CallInput<Id>, 'body' | 'idempotencyKey' | 'onUploadProgress'>,
  accept: string,
): Promise<Response> {
  const operation = OPERATIONS[id];
  const { params, query, signal } = input as {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
    signal?: AbortSignal;
  };
  return rawRequest(operation.method, operationUrl(operation, params), {
    query,
    signal,
    headers: { Accept: accept },
  });
}

/** Downloads an operation's file answer (an export) under the server's file name; answers the name. */
export function download<Id extends OperationId>(
  id: Id,
  input: Omit<CallInput<Id>, 'body' | 'idempotencyKey' | 'onUploadProgress'>,
  fallbackName?: string,
): Promise<string> {
  const operation = OPERATIONS[id];
  const { params, query, signal } = input as {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
    signal?: AbortSignal;
  };
  return apiDownload(operationUrl(operation, params), { query, signal }, fallbackName);
}

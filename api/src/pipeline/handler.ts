import type { z } from 'zod';
import type { OperationSchemaTable } from '@sdp/shared/contracts';
import type { OperationId } from '@sdp/shared/routes';
import type { Db } from '../db/database';
import type { HandlerContext } from './context';
import type { ResponseBody, UploadedFile } from './request';

type Schemas<Id extends OperationId> = OperationSchemaTable[Id];
type Part<S, K extends string> = S extends { readonly [P in K]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;

/** A handler's input: the parts its operation declares, validated and parsed by its schemas. */
interface InputOf<Id extends OperationId> {
  params: Part<Schemas<Id>, 'params'>;
  query: Part<Schemas<Id>, 'query'>;
  body: Schemas<Id> extends { body: 'multipart' } ? undefined : Part<Schemas<Id>, 'body'>;
  /** The uploaded file of a multipart operation (undefined when the request has none). */
  file: Schemas<Id> extends { body: 'multipart' } ? UploadedFile | undefined : undefined;
}

const FILE = Symbol('file answer');
const ACCEPTED = Symbol('accepted');

/** A file to download: its media type, its name (Content-Disposition) and its bytes as they are produced. */
export interface FileAnswer {
  [FILE]: true;
  contentType: string;
  fileName: string;
  body: ResponseBody;
}
export const fileAnswer = (contentType: string, fileName: string, body: ResponseBody): FileAnswer => ({
  [FILE]: true,
  contentType,
  fileName,
  body,
});
export const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' && value !== null && FILE in value;

/** A JSON answer with status 202 from an operation whose success is a file (the file is not ready yet). */
export interface Accepted<T> {
  [ACCEPTED]: true;
  value: T;
}
export const accepted = <T>(value: T): Accepted<T> => ({ [ACCEPTED]: true, value });
export const isAccepted = (value: unknown): value is Accepted<unknown> =>
  typeof value === 'object' && value !== null && ACCEPTED in value;

const JSON_TEXT = Symbol('JSON text');

/**
 * An answer PostgreSQL already wrote as JSON text (a list's rows, total and page in one statement): the pipeline sends
 * it as it is, without parsing it or passing it through the answer schema. `T` is the answer it stands for; tests
 * compare it with the schema (DESIGN.md §8).
 */
export interface JsonText<T> {
  [JSON_TEXT]: true;
  text: string;
  /** Never set: keeps the answer's type, so a handler cannot send one operation's text as another's. */
  answer?: T;
}
export const jsonText = <T>(text: string): JsonText<T> => ({ [JSON_TEXT]: true, text });
export const isJsonText = (value: unknown): value is JsonText<unknown> =>
  typeof value === 'object' && value !== null && JSON_TEXT in value;

// An operation without an answer schema answers 204: its handler returns nothing.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
type Json<S> = S extends { readonly answer: infer T extends z.ZodType } ? z.input<T> : void;

/** What a handler returns: its JSON answer (serialised through the answer schema), a file, or nothing (204). */
type AnswerOf<Id extends OperationId> =
  Schemas<Id> extends { file: string }
    ? FileAnswer | Accepted<Json<Schemas<Id>>>
    : Json<Schemas<Id>> | JsonText<Json<Schemas<Id>>>;

type Handler<Id extends OperationId> = (ctx: HandlerContext, input: InputOf<Id>) => Promise<AnswerOf<Id>>;

interface HandlerSpec<Id extends OperationId> {
  handle: Handler<Id>;
  /**
   * Text hygiene on an edit (DESIGN.md §7): the stored record (or records) the body names, whose unchanged text
   * is allowed as it is while the body is validated; undefined when it names none.
   */
  storedText: (db: Db, body: Record<string, unknown>) => Promise<unknown>;
}

export type HandlersOf<Ids extends OperationId> = { readonly [Id in Ids]: Handler<Id> | HandlerSpec<Id> };

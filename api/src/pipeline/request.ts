/** A file of a multipart upload, read once as it arrives. */
export interface UploadedFile {
  name: string;
  /** The media type the client declared, if any. */
  contentType?: string;
  content: AsyncIterable<Uint8Array>;
  /** Whether the transport cut the file at its size limit (known once `content` has been read). */
  truncated: () => boolean;
  /** The multipart text fields sent before the file (e.g. an upload's `comment`). */
  fields?: Readonly<Record<string, string>>;
}

/** A request below /api/v1 as any transport hands it over (Fastify on the server, msw in mock mode). */
export interface PipelineRequest {
  method: string;
  /** The path below /api/v1, still percent-encoded, without the query. */
  path: string;
  /** The query as parsed by the transport: a repeated key gives an array. */
  query: Record<string, string | string[]>;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  /** A parsed JSON body; undefined when there is none. */
  body?: unknown;
  /** The multipart upload's file, for an operation that takes one. */
  file?: () => Promise<UploadedFile | undefined>;
  /** The whole multipart content, for an Idempotency-Key's fingerprint (the server spools the file to disk). */
  multipartDigest?: () => Promise<string>;
  requestId: string;
  log: import('./context').Logger;
  /** Runs once the caller is known (the server's per-user rate limit). */
  onCaller?: (caller: import('./context').Caller) => Promise<void>;
}

export type ResponseBody = string | AsyncIterable<Uint8Array | string> | undefined;

export interface PipelineResponse {
  status: number;
  headers: Record<string, string>;
  body: ResponseBody;
}

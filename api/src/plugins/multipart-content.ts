import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** A file part read into memory, readable again by the handler as if it came off the wire. */
function replayable(part: MultipartFile, bytes: Buffer): MultipartFile {
  const stream = Object.assign(new PassThrough(), { truncated: false, bytesRead: bytes.length });
  stream.end(bytes);
  return { ...part, file: stream, toBuffer: async () => bytes };
}

/**
 * Reads a multipart body whole (each file within the upload limit: a larger one throws the 413 error) and answers
 * the digest of its content: field names and values, file field names, file names and file bytes, in order. The
 * raw body is not it: its boundary changes on every send, so a client's retry of the same file would not match.
 * The handler then reads the very same parts through `request.file()`, `files()` or `parts()`.
 */
export async function readMultipartContent(request: FastifyRequest): Promise<string> {
  const parts: Multipart[] = [];
  const digest: string[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      digest.push(JSON.stringify(['file', part.fieldname, part.filename, sha256(bytes)]));
      parts.push(replayable(part, bytes));
    } else {
      digest.push(JSON.stringify(['field', part.fieldname, part.value]));
      parts.push(part);
    }
  }
  const files = parts.filter((part): part is MultipartFile => part.type === 'file');
  request.parts = async function* () {
    yield* parts;
  };
  request.files = async function* () {
    yield* files;
  };
  request.file = async () => files[0];
  return sha256(digest.join('\n'));
}

// The static server's compressed answers: made off the event loop (zlib's thread pool) and ahead of the first
// request. Compressing on request and synchronously made the first visitor after a start wait for
// every chunk in turn: brotli at quality 9 takes 10–60 ms per chunk, and the server answered nothing meanwhile.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli takes seconds for mock mode's megabytes of WebAssembly; gzip is near as small and fast for them. */
const BROTLI_LIMIT = 1024 * 1024;
/** Below this, compression saves less than it costs. */
const MIN_SIZE = 1024;

export const isCompressible = (type, size) =>
  /text|json|javascript|svg|wasm|pglite/.test(type) && size > MIN_SIZE;

/** The encoding to answer with, or null: brotli when the client takes it and the file is not huge, else gzip. */
export function pickEncoding(acceptEncoding, size) {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted) && size < BROTLI_LIMIT) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

const compress = (encoding, body) =>
  encoding === 'br'
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipAsync(body, { level: 6 });

export function compressedCache() {
  /** `${encoding}:${file}:${mtimeMs}` → the compressed body (a promise, so concurrent requests share one run). */
  const cache = new Map();
  const get = (file, mtimeMs, encoding, body) => {
    const key = `${encoding}:${file}:${mtimeMs}`;
    let result = cache.get(key);
    if (!result) {
      result = compress(encoding, body);
      cache.set(key, result);
      result.catch(() => cache.delete(key));
    }
    return result;
  };
  /**
   * Compresses the app's files (its root and chunks/) as browsers ask for them (brotli; gzip above the brotli limit),
   * one file at a time so a start does not take the thread pool from the first requests. Settles when done; a failure
   * only leaves that file to compress on request.
   */
  const warm = async (dir, typeOf) => {
    for (const folder of [dir, path.join(dir, 'chunks')]) {
      const names = await readdir(folder).catch(() => []);
      for (const name of names) {
        const file = path.join(folder, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile() || !isCompressible(typeOf(file), info.size)) continue;
        const body = await readFile(file).catch(() => null);
        if (!body) continue;
        const encoding = info.size < BROTLI_LIMIT ? 'br' : 'gzip';
        await get(file, info.mtimeMs, encoding, body).catch(() => undefined);
      }
    }
  };
  return { get, warm };
}

// Serves a built app the way production does: brotli/gzip, immutable hashed chunks, no-cache entry points that
// revalidate with ETag (304), and Timing-Allow-Origin so the browser reports cross-origin sizes and timings.
// Every answer carries the Content-Security-Policy computed from the config.json this server serves (csp.mjs).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from './csp.mjs';
import { compressedCache, isCompressible, pickEncoding } from './compressed-cache.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // Mock builds: PGlite's WebAssembly (compiled only from this type) and its file system image.
  '.wasm': 'application/wasm',
  '.data': 'application/x-pglite-data',
};
const NO_CACHE =
  /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|config\.json|mockServiceWorker\.js|mock-db-worker\.js|main\.js)$/;

/**
 * The runtime config.json as served (an override wins), re-read when it changes, so the policy follows the file
 * without a restart. No file (a remote) or an unreadable one gives {}: the page's own origin only.
 */
function runtimeConfigReader(file) {
  let cached = { key: '', config: {} };
  return async () => {
    const info = await stat(file).catch(() => null);
    const key = info ? `${info.size}:${info.mtimeMs}` : 'none';
    if (key !== cached.key) {
      let config = {};
      if (info) {
        try {
          const parsed = JSON.parse(await readFile(file, 'utf8'));
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) config = parsed;
        } catch {
          config = {};
        }
      }
      cached = { key, config };
    }
    return cached.config;
  };
}

/**
 * The request's path, or null when the request target is not one we serve: not origin-form (`/…`), a malformed or
 * overlong percent-escape in the path or the query (`%c0%ae`, a lone `%`), or a NUL byte once decoded. The caller answers 400.
 */
function requestTarget(rawUrl = '/') {
  if (!rawUrl.startsWith('/')) return null;
  let url;
  try {
    // Concatenated, not resolved against a base: `//host/x` is a path here, never another origin.
    url = new URL(`http://localhost${rawUrl}`);
  } catch {
    return null;
  }
  let decoded;
  try {
    decoded = decodeURIComponent(url.pathname);
    decodeURIComponent(url.search); // never used here, but a malformed query is refused like a malformed path
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return { pathname: url.pathname, decoded };
}

const plain = (res, status, text) => {
  res
    .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
    .end(text);
};

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, overrides?: Record<string,string>, allowOrigins?: string[], hsts?: boolean, mock?: boolean }} options
 *   `mock`: a mock build (the server's code on PGlite in the page), whose policy also allows compiling WebAssembly
 */
export function startStaticServer({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  overrides = {},
  allowOrigins = ['*'],
  hsts = process.env.NODE_ENV === 'production',
  mock = false,
}) {
  const root = path.resolve(dir);
  const readRuntimeConfig = runtimeConfigReader(overrides['/config.json'] ?? path.join(root, 'config.json'));
  const compressed = compressedCache();
  const answer = async (req, res) => {
    const target = requestTarget(req.url);
    const origin = req.headers.origin;
    if (origin && (allowOrigins.includes('*') || allowOrigins.includes(origin))) {
      res.setHeader('Access-Control-Allow-Origin', allowOrigins.includes('*') ? '*' : origin);
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Timing-Allow-Origin', '*');
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy(await readRuntimeConfig(), { path: target?.pathname ?? '/', mock }),
    );
    if (hsts) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (!target) return plain(res, 400, 'Bad Request');
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method Not Allowed');
    const { pathname } = target;
    const override = Object.hasOwn(overrides, pathname) ? overrides[pathname] : undefined;
    let file = override ?? path.join(root, target.decoded);
    if (!override && file !== root && !file.startsWith(root + path.sep)) return plain(res, 403, 'Forbidden');
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info && spa && !path.extname(pathname)) {
      file = path.join(root, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) return plain(res, 404, 'Not Found');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const relative = path.relative(root, file).split(path.sep).join('/');
    const cache =
      NO_CACHE.test(relative) || override
        ? 'no-cache'
        : relative.startsWith('chunks/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache';
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': type,
      'Cache-Control': cache,
      ETag: etag,
      Vary: 'Origin, Accept-Encoding',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    // Gone between stat and read (a redeploy): as if it had never been there.
    const body = await readFile(file).catch(() => null);
    if (!body) return plain(res, 404, 'Not Found');
    const encoding = isCompressible(type, body.length)
      ? pickEncoding(req.headers['accept-encoding'], body.length)
      : null;
    const sent = encoding ? await compressed.get(file, info.mtimeMs, encoding, body) : body;
    res.writeHead(200, {
      ...headers,
      ...(sent !== body && { 'Content-Encoding': encoding }),
      'Content-Length': sent.length,
    });
    res.end(req.method === 'HEAD' ? undefined : sent);
  };
  // No request may take the server down (one process serves every app under `pnpm start`): anything unexpected is
  // logged with the app it hit and answered 500, and the server goes on.
  const server = createServer((req, res) => {
    answer(req, res).catch((error) => {
      console.error(`static server ${root} (port ${port}): ${req.method} failed:`, error);
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'Internal Server Error');
    });
  });
  const typeOf = (file) => TYPES[path.extname(file)] ?? 'application/octet-stream';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      // The chunks' compressed forms are made while nobody asks yet; a benchmark may wait for them (`warmed`).
      server.warmed = compressed.warm(root, typeOf);
      resolve(server);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      spa: { type: 'boolean', default: false },
      file: { type: 'string', multiple: true, default: [] },
      'allow-origin': { type: 'string', multiple: true, default: ['*'] },
      hsts: { type: 'boolean', default: process.env.NODE_ENV === 'production' },
    },
  });
  const overrides = Object.fromEntries(
    values.file.map((pair) => pair.split('=')).map(([k, v]) => [k, path.resolve(v)]),
  );
  // No top-level await: Jest loads this module as CommonJS.
  startStaticServer({
    dir: values.dir,
    port: Number(values.port),
    host: values.host,
    spa: values.spa,
    overrides,
    allowOrigins: values['allow-origin'],
    hsts: values.hsts,
  }).then(
    () => console.log(`serving ${values.dir} on http://${values.host}:${values.port}`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

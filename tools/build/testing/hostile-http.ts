import net from 'node:net';
import fc from 'fast-check';

/** What a server wrote back to one raw request: the status of its first answer, or null when none came. */
export interface RawAnswer {
  status: number | null;
  head: string;
}

/** Writes `request` as is on a fresh TCP connection and reads until the server closes it (or `timeoutMs`). */
export function sendRaw(port: number, request: string, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const head = Buffer.concat(chunks).toString('latin1').split('\r\n')[0] ?? '';
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      resolve({ status: status ? Number(status) : null, head });
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('connect', () => socket.write(Buffer.from(request, 'latin1')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', done);
  });
}

/** Percent-escapes no decoder accepts: overlong UTF-8, lone and truncated escapes, surrogates, non-hex digits. */
const MALFORMED_ESCAPES = [
  '%c0%ae',
  '%c0%af',
  '%e0%80%ae',
  '%',
  '%2',
  '%e3%81',
  '%zz',
  '%%',
  '%ed%a0%80',
  '%f8%88%80%80%80',
  '%ff%fe',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
];

const TOKEN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'get', 'BREW'];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.0', 'HTTP/1.1', 'HTTP/2.0', 'HTTP/1.1x', 'http/1.1', 'HTTP/', ''];
const HEADER_NAMES = [
  'Host',
  'Origin',
  'Accept-Encoding',
  'If-None-Match',
  'Content-Type',
  'Authorization',
  'Cookie',
  'X-CSRF-Token',
  'Idempotency-Key',
  'Range',
  'Accept',
  'X-Forwarded-For',
  'Expect',
  'Upgrade',
];
const CONTENT_LENGTHS = ['0', '-1', 'abc', '1e3', ' 0', '0, 0', '0, 1', '+0', '0x0', ''];

/** Latin-1 text with controls, DEL, high bytes and separators: what a hostile client can put on the wire. */
const wireText = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((c) => String.fromCharCode(c)), maxLength });

const segment = fc.oneof(
  fc.constantFrom(...MALFORMED_ESCAPES),
  fc.constantFrom('..', '.', '', '%2e%2e', '%2F', '%5c..%5c', 'index.html', 'remoteEntry.js', 'config.json'),
  fc.webSegment(),
  wireText(12).filter((s) => !/[\s]/.test(s)),
);

/** A request target: mostly origin-form paths below `prefixes`, with hostile segments and queries. */
const target = (prefixes: readonly string[]) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...prefixes),
          fc.array(segment, { maxLength: 4 }),
          fc.option(fc.oneof(fc.constantFrom(...MALFORMED_ESCAPES), fc.webQueryParameters(), wireText(20)), {
            nil: undefined,
          }),
        )
        .map(
          ([prefix, parts, query]) =>
            `${prefix.replace(/\/$/, '')}/${parts.join('/')}${query === undefined ? '' : `?${query}`}`,
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '*',
        'http://[::1',
        'http://evil.example/',
        '//evil.example/x',
        'x',
        '/'.repeat(3000),
      ),
    },
  );

const header = fc.oneof(
  fc.tuple(fc.constantFrom(...HEADER_NAMES), wireText(40)),
  fc.tuple(fc.constant('Content-Length'), fc.constantFrom(...CONTENT_LENGTHS)),
  fc.tuple(
    fc.constant('Transfer-Encoding'),
    fc.constantFrom('chunked', 'gzip, chunked', 'identity', 'chunked, chunked'),
  ),
  fc.tuple(wireText(16), wireText(16)),
  fc.tuple(
    fc.constant('X-Long'),
    fc.nat({ max: 20_000 }).map((n) => 'a'.repeat(n)),
  ),
);

/**
 * Raw HTTP/1.1 requests a hostile client may send: odd methods and versions, malformed percent-escapes in paths
 * and queries, control bytes and oversized or contradictory headers. Every request is complete (a chunked one ends
 * with its last chunk) and asks to close the connection, so a server that is still alive always answers.
 */
const hostileRequest = (prefixes: readonly string[] = ['/']) =>
  fc
    .record({
      method: fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...TOKEN_METHODS) },
        { weight: 1, arbitrary: wireText(8) },
      ),
      target: target(prefixes),
      version: fc.constantFrom(...VERSIONS),
      headers: fc.array(header, { maxLength: 6 }),
    })
    .map(({ method, target: path, version, headers }) => {
      const chunked = headers.some(
        ([name, value]) => /transfer-encoding/i.test(name) && /chunked/i.test(value),
      );
      const lines = [`${method} ${path} ${version}`.trimEnd(), 'Host: localhost', 'Connection: close'];
      for (const [name, value] of headers) lines.push(`${name}: ${value}`);
      return `${lines.join('\r\n')}\r\n\r\n${chunked ? '0\r\n\r\n' : ''}`;
    });

/** Paths below `prefixes` with one malformed escape each: a server must refuse them with a 4xx. */
const malformedPathRequests = (prefixes: readonly string[]): string[] =>
  prefixes.flatMap((prefix) =>
    MALFORMED_ESCAPES.flatMap((escape) => [
      `GET ${prefix.replace(/\/$/, '')}/${escape} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      `GET ${prefix.replace(/\/$/, '')}/x?q=${escape} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    ]),
  );

/**
 * Sends `runs` hostile requests to the server on `port` and returns every one it did not answer with a status
 * below 500 (an empty list is the pass). Errors thrown past the server (uncaught exceptions, unhandled rejections in
 * this process) are returned as well.
 */
export async function fuzzServer(
  port: number,
  { prefixes = ['/'], runs = 150, seed }: { prefixes?: readonly string[]; runs?: number; seed?: number } = {},
): Promise<string[]> {
  const failures: string[] = [];
  const runSeed = seed ?? fuzzSeed();
  const escaped = (error: unknown) => failures.push(`thrown past the server: ${String(error)}`);
  process.on('uncaughtException', escaped);
  process.on('unhandledRejection', escaped);
  try {
    for (const request of malformedPathRequests(prefixes)) {
      const { status, head } = await sendRaw(port, request);
      if (status === null || status < 400 || status >= 500)
        failures.push(`${firstLine(request)} → ${head || 'no answer'}`);
    }
    const samples = fc.sample(hostileRequest(prefixes), { numRuns: runs, seed: runSeed });
    for (const request of samples) {
      const { status, head } = await sendRaw(port, request);
      if (status === null || status >= 500)
        failures.push(`${JSON.stringify(request.slice(0, 600))} → ${head || 'no answer'}`);
    }
  } finally {
    process.off('uncaughtException', escaped);
    process.off('unhandledRejection', escaped);
  }
  return failures.length ? [`FUZZ_SEED=${runSeed}`, ...failures] : [];
}

const firstLine = (request: string) => request.split('\r\n')[0]!.slice(0, 200);

/** FUZZ_SEED replays a failing run; otherwise each run tries new requests. */
const fuzzSeed = () => Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);

import { signIn, TEST_ORIGIN } from '@sdp/mocks/testing/mock-client';
import type { TestApp } from '../test/test-app';

/** One answer, reduced to what the contract test compares. */
export interface Answer {
  status: number;
  contentType: string;
  json: unknown;
  /** First line of a CSV answer (after a UTF-8 BOM), decoded as UTF-8 or Shift_JIS alike by byte comparison. */
  csvHeader: string | undefined;
  /** The body as text, for CSV answers a test sends back. */
  text: string;
}

interface SideCall {
  as?: string;
  body?: unknown;
  /** A CSV sent as the multipart field `file` instead of a JSON body. */
  file?: { name: string; content: Buffer };
  /** Send the caller's CSRF token on non-GET (default true). */
  csrf?: boolean;
}

export interface Side {
  call: (method: string, path: string, options?: SideCall) => Promise<Answer>;
}

const firstLine = (bytes: Buffer): string => {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const end = bytes.indexOf(0x0a, start);
  return bytes
    .subarray(start, end === -1 ? bytes.length : end)
    .toString('latin1')
    .replace(/\r$/, '');
};

function answerOf(status: number, contentType: string, bytes: Buffer): Answer {
  const isJson = contentType.includes('json') && bytes.length > 0;
  return {
    status,
    contentType,
    json: isJson ? (JSON.parse(bytes.toString('utf8')) as unknown) : undefined,
    csvHeader: contentType.includes('csv') ? firstLine(bytes) : undefined,
    text: bytes.toString('utf8'),
  };
}

/** The msw handlers, reached over fetch like the browser does in mock mode. */
export function mockSide(): Side {
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    const token = tokens.get(email) ?? (await signIn(email));
    tokens.set(email, token);
    return token;
  };
  const call: Side['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.as) {
      headers.Authorization = `Bearer ${await tokenOf(options.as)}`;
      if (method !== 'GET' && options.csrf !== false) {
        const csrf = await call('GET', '/csrf_token', { as: options.as });
        headers['X-CSRF-Token'] = (csrf.json as { token: string }).token;
      }
    }
    let body: BodyInit | undefined;
    if (options.file) {
      const multipart = multipartFile(options.file.name, options.file.content);
      headers['Content-Type'] = multipart.contentType;
      body = new Uint8Array(multipart.body);
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${TEST_ORIGIN}/api/v1${path}`, { method, headers, body });
    const bytes = Buffer.from(await response.arrayBuffer());
    return answerOf(response.status, response.headers.get('content-type') ?? '', bytes);
  };
  return { call };
}

/** The Fastify server over its seeded database, through `inject`. */
export function serverSide(app: TestApp): Side {
  return {
    call: async (method, path, options = {}) => {
      const multipart = options.file ? multipartFile(options.file.name, options.file.content) : undefined;
      const response = await app.call(method as 'GET', path, {
        as: options.as,
        body: multipart ? multipart.body : options.body,
        csrf: options.csrf,
        headers: {
          accept: 'application/json',
          ...(multipart ? { 'content-type': multipart.contentType } : {}),
        },
      });
      return answerOf(
        response.statusCode,
        String(response.headers['content-type'] ?? ''),
        response.rawPayload,
      );
    },
  };
}

const BOUNDARY = '----sdp-contract-upload';

/** A multipart body with one `file` field, as the upload pages send it. */
function multipartFile(name: string, content: Buffer): { body: Buffer; contentType: string } {
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

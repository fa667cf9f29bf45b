import iconv from 'iconv-lite';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

const BOUNDARY = '----sdp-test-upload';

export const csvLines = (...rows: string[]): string => rows.join('\r\n') + '\r\n';
export const shiftJis = (text: string): Buffer => iconv.encode(text, 'Shift_JIS');
export const utf8Bom = (text: string): Buffer => iconv.encode(text, 'utf-8', { addBOM: true });

/** POSTs a file as the multipart field `file`, as the upload pages do; `dryRun` adds `?dry_run=true`. */
export async function postCsv(
  t: TestApp,
  path: string,
  file: { name: string; content: Buffer },
  options: { as: string; dryRun?: boolean },
): Promise<LightMyRequestResponse> {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    file.content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${path}${options.dryRun ? '?dry_run=true' : ''}`,
    headers: {
      authorization: `Bearer ${await t.tokenFor(options.as)}`,
      'x-csrf-token': await t.csrfFor(options.as),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload,
  });
}

/** An export's bytes as the browser saves them (UTF-8 with BOM). */
export async function getCsv(
  t: TestApp,
  path: string,
  options: { as: string; query?: Record<string, string | number> },
): Promise<Buffer> {
  const response = await t.call('GET', path, options);
  if (response.statusCode !== 200) throw new Error(`export ${path}: ${response.statusCode} ${response.body}`);
  return response.rawPayload;
}

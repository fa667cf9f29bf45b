import { File as NodeFile } from 'node:buffer';
/** Test helper: talks to the msw handlers over fetch like the app does, against any origin. */
export const TEST_ORIGIN = 'http://sdp.test';

export async function signIn(email: string): Promise<string> {
  const response = await fetch(`${TEST_ORIGIN}/dev-idp/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return ((await response.json()) as { id_token: string }).id_token;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** true: fetch a CSRF token first; a string: send that value. */
  csrf?: boolean | string;
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.csrf === true) {
    const response = await call('GET', '/csrf_token', { token: options.token });
    headers['X-CSRF-Token'] = ((await response.json()) as { token: string }).token;
  } else if (typeof options.csrf === 'string') {
    headers['X-CSRF-Token'] = options.csrf;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${TEST_ORIGIN}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

export const json = async <T = Record<string, unknown>>(response: Response): Promise<T> =>
  (await response.json()) as T;

/** POSTs a CSV (UTF-8 with BOM) as the upload dialogs send it. */
export async function upload(
  token: string,
  path: string,
  content: string,
  name = 'data.csv',
): Promise<Response> {
  const csrf = (await (await call('GET', '/csrf_token', { token })).json()) as { token: string };
  const form = new FormData();
  // jsdom's File does not survive a fetch body in Jest; Node's does, like a browser's.
  form.append(
    'file',
    new NodeFile([new Uint8Array([0xef, 0xbb, 0xbf]), content], name, {
      type: 'text/csv',
    }) as unknown as Blob,
    name,
  );
  return fetch(`${TEST_ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-CSRF-Token': csrf.token },
    body: form,
  });
}

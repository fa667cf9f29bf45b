import { setupServer } from 'msw/node';
import { CORE_ACCOUNTS } from '@sdp/shared/fixtures';
import {
  createEmbeddedApi,
  generateDevSigningKey,
  type DevSigningKey,
  type EmbeddedApi,
} from '@sdp/api/embedded';
import { pgliteTemplate } from '@sdp/api/testing';
import { createFetchHandler, type FetchHandler } from './api/fetch-adapter';
import { mockHandlers } from './api/msw-handlers';
import { setQaControls } from './api/qa-controls';
import { pgliteInJsdom } from './node/pglite-in-jsdom';

interface Running {
  api: EmbeddedApi;
  handle: FetchHandler;
  tokens: Map<string, string>;
  /** A call that may have changed data was answered since the last reset. */
  changed: boolean;
}

let running: Running | undefined;
let key: Promise<DevSigningKey> | undefined;

const quiet = { info: () => undefined, warn: () => undefined, error: console.error };

/** The server's pipeline over a fresh copy of the seeded template, with a token per seeded account. */
async function start(): Promise<Running> {
  const PGlite = pgliteInJsdom();
  const pglite = await PGlite.create({ loadDataDir: new Blob([await pgliteTemplate(PGlite)]) });
  const api = createEmbeddedApi({ pglite, key: await (key ??= generateDevSigningKey()), log: quiet });
  const tokens = new Map<string, string>();
  for (const { email } of CORE_ACCOUNTS) {
    const answer = await api.devIdp.token(email).catch(() => undefined);
    if (answer) tokens.set(email, answer.id_token);
  }
  const state: Running = { api, tokens, changed: false, handle: createFetchHandler(api, quiet) };
  const close = async () => {
    await api.close();
    await pglite.close();
  };
  closers.set(state, close);
  return state;
}
const closers = new WeakMap<Running, () => Promise<void>>();

/** msw for jsdom page tests, answering from the server's own handlers on PGlite (DESIGN.md §8). */
export const server = setupServer(
  ...mockHandlers(async (request) => {
    if (!running) throw new Error('mock API not started: call setupMockApi() in the test file');
    if (request.method !== 'GET') running.changed = true;
    return running.handle(request);
  }),
);

/**
 * For a page-test file: the mock API starts before the first case, and every case starts from the seeded data
 * again (the database is reloaded only after a case that could have changed it).
 */
export function setupMockApi(afterEachCase?: () => void): typeof server {
  beforeAll(async () => {
    setQaControls({ delays: 'none', failing: null, offline: false });
    running = await start();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(async () => {
    server.resetHandlers();
    afterEachCase?.();
    if (running?.changed) {
      await closers.get(running)?.();
      running = await start();
    }
  });
  afterAll(async () => {
    server.close();
    if (running) await closers.get(running)?.();
    running = undefined;
  });
  return server;
}

/** The ID token of a seeded account, signed by the mock API's development identity provider. */
export function tokenFor(email: string): string {
  const token = running?.tokens.get(email);
  if (!token)
    throw new Error(`no token for ${email}: is it an active seeded account, and setupMockApi() called?`);
  return token;
}

/** The mock API itself, for a test that sets data up as a user would (through the pipeline). */
export const mockApi = (): EmbeddedApi => {
  if (!running) throw new Error('mock API not started');
  return running.api;
};

/**
 * A call to the mock API as another seeded account would make it (CSRF included), through msw like the page's own:
 * a test sets the scene as a user would (someone closes a year, edits a record first).
 */
export async function callAs(
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Response> {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const authorization = `Bearer ${tokenFor(email)}`;
  const headers: Record<string, string> = { authorization, accept: 'application/json' };
  if (method !== 'GET') {
    const csrf = await fetch(`${origin}/api/v1/csrf_token`, { headers: { authorization } });
    headers['x-csrf-token'] = ((await csrf.json()) as { token: string }).token;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} as ${email}: ${response.status} ${await response.text()}`);
  return response;
}

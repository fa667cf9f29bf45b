import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type AppConfig } from '../config';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import { generateDevSigningKey, type DevSigningKey } from '../dev-idp/signing-key';
import type { DbHandle } from '../db/connect';
import { multipart } from './csv-files';
import { createTestDb } from './test-db';

interface CallOptions {
  /** Signed-in account (e-mail); omitted = anonymous. */
  as?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Send the caller's CSRF token on non-GET (default true). */
  csrf?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  devKey: DevSigningKey;
  /** An ID token from the development identity provider. */
  tokenFor: (email: string) => Promise<string>;
  csrfFor: (email: string) => Promise<string>;
  call: (
    method: InjectOptions['method'],
    url: string,
    options?: CallOptions,
  ) => Promise<LightMyRequestResponse>;
  /** POSTs a file to an upload endpoint (path below /api/v1) as the signed-in account. */
  upload: (
    path: string,
    fileName: string,
    content: Buffer,
    as: string,
    fields?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

let sharedKey: Promise<DevSigningKey> | undefined;

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig({
    NODE_ENV: 'test',
    PORT: '3100',
    RATE_LIMIT: '0',
    API_DOCS: '1',
    SDP_DEV_SIGN_IN: '1',
    CSRF_SECRET: 'test-secret',
  }),
  ...overrides,
});

/** A server over its own seeded database, driven with `inject` (no port). Close it in afterAll. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  database?: DbHandle,
  clock?: { now: () => Date },
): Promise<TestApp> {
  const handle = database ?? (await createTestDb());
  const config = testConfig(overrides);
  sharedKey ??= generateDevSigningKey();
  const devKey = await sharedKey;
  const app = await buildApp({
    config,
    db: handle.db,
    notifications: handle.notifications,
    devIdpKey: devKey,
    logger: false,
    ...(clock ? { now: clock.now } : {}),
  });
  await app.ready();

  const tokens = new Map<string, string>();
  const csrfTokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    const cached = tokens.get(email);
    if (cached) return cached;
    const response = await app.inject({ method: 'POST', url: '/dev-idp/token', payload: { email } });
    if (response.statusCode !== 200) throw new Error(`no token for ${email}: ${response.statusCode}`);
    const token = response.json<{ id_token: string }>().id_token;
    tokens.set(email, token);
    return token;
  };
  const csrfFor = async (email: string) => {
    const cached = csrfTokens.get(email);
    if (cached) return cached;
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/csrf_token',
      headers: { authorization: `Bearer ${await tokenFor(email)}` },
    });
    if (response.statusCode !== 200) throw new Error(`no CSRF token for ${email}: ${response.statusCode}`);
    const token = response.json<{ token: string }>().token;
    csrfTokens.set(email, token);
    return token;
  };
  const call: TestApp['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as) {
      headers.authorization = `Bearer ${await tokenFor(options.as)}`;
      if (method !== 'GET' && options.csrf !== false) headers['x-csrf-token'] = await csrfFor(options.as);
    }
    if (options.as && url.endsWith('/auth/sign_out')) tokens.delete(options.as); // that token is revoked now
    return app.inject({
      method,
      url:
        url.startsWith('/') && !url.startsWith('/api/') && !url.startsWith('/dev-idp')
          ? `/api/v1${url}`
          : url,
      headers,
      query: options.query
        ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
        : undefined,
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
  };
  const upload: TestApp['upload'] = async (path, fileName, content, as, fields) => {
    const { payload, contentType } = multipart(content, fileName, fields);
    return call('POST', path, { as, body: payload, headers: { 'content-type': contentType } });
  };
  return {
    app,
    db: handle.db,
    config,
    devKey,
    tokenFor,
    csrfFor,
    call,
    upload,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** The nine accounts of DESIGN.md §6. */
export const ACCOUNTS = {
  admin: 'admin@example.com',
  business: 'business@example.com',
  org: 'org@example.com',
  editor: 'editor@example.com',
  approver: 'approver@example.com',
  vehicle: 'vehicle@example.com',
  viewer: 'viewer@example.com',
  norole: 'norole@example.com',
  verifier: 'verifier@example.com',
} as const;

/**
 * Registers beforeAll/afterAll that make one app per test file (the first run builds the template: allow time).
 * Use: `const t = setupTestApp();` then `await t().call('GET', '/authority/roles', { as: ACCOUNTS.admin })`.
 */
export function setupTestApp(overrides: Partial<AppConfig> = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides);
  }, 180_000);
  afterAll(async () => {
    await current?.close();
  }, 30_000);
  return () => {
    if (!current) throw new Error('test app not ready');
    return current;
  };
}

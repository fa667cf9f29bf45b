import { SignJWT } from 'jose';
import { buildApp } from '../app';
import { assertSafeConfig, loadConfig } from '../config';
import type { DbHandle } from '../db/connect';
import { createTestDb } from '../test/test-db';
import { generateDevSigningKey } from './signing-key';

jest.setTimeout(60_000);
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 180_000);
afterAll(() => handle?.close());

test.each([
  ['nothing set', {}],
  ['NODE_ENV=development', { NODE_ENV: 'development' }],
  ['the old DEV_IDP=1', { DEV_IDP: '1' }],
  ['SDP_DEV_SIGN_IN=true', { SDP_DEV_SIGN_IN: 'true' }],
  ['SDP_DEV_SIGN_IN=0', { SDP_DEV_SIGN_IN: '0' }],
])('the development sign-in is off with %s', (_name, env) => {
  expect(loadConfig(env).devIdp.enabled).toBe(false);
});

test('SDP_DEV_SIGN_IN=1 turns it on, and production refuses to start with it', () => {
  expect(loadConfig({ SDP_DEV_SIGN_IN: '1' }).devIdp.enabled).toBe(true);
  const production = { NODE_ENV: 'production', CSRF_SECRET: 'x'.repeat(32) };
  expect(() => assertSafeConfig(loadConfig({ ...production, SDP_DEV_SIGN_IN: '1' }))).toThrow(
    /SDP_DEV_SIGN_IN must not be set when NODE_ENV=production/,
  );
  expect(() => assertSafeConfig(loadConfig(production))).not.toThrow();
});

test('a server started without it mints no token, serves no /dev-idp, and refuses tokens signed with its key', async () => {
  const key = await generateDevSigningKey();
  const config = loadConfig({ CSRF_SECRET: 'secret', RATE_LIMIT: '0', PORT: '3100' });
  const app = await buildApp({ config, db: handle.db, devIdpKey: key, logger: false });
  try {
    const token = await app.inject({
      method: 'POST',
      url: '/dev-idp/token',
      payload: { email: 'admin@example.com' },
    });
    expect(token.statusCode).toBe(404);
    for (const url of ['/dev-idp/accounts', '/dev-idp/.well-known/jwks.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    // A token the development provider would have signed (same key, issuer, audience) is no credential here.
    const forged = await new SignJWT({ email: 'admin@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(config.devIdp.issuer)
      .setAudience(config.devIdp.audience)
      .setSubject('U0000001')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key.privateKey);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/authority/all',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(answer.statusCode).toBe(401);
  } finally {
    await app.close();
  }
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { MESSAGES } from '@sdp/shared/contracts';
import { createTestApp, type TestApp } from '../test/test-app';
import { assertSafeConfig, loadConfig } from '../config';

const TENANT = 'tenant-1234';
const ENTRA_ISSUER = `https://login.microsoftonline.com/${TENANT}/v2.0`;
const ENTRA_CLIENT = 'client-5678';
const FIREBASE_PROJECT = 'demo-sdp';
const FIREBASE_ISSUER = `https://securetoken.google.com/${FIREBASE_PROJECT}`;

let providerKey: { privateKey: CryptoKey; jwk: JWK };
let strangerKey: CryptoKey;
let jwksServer: http.Server;
let t: TestApp;

/** Stand-in for the providers' JWKS endpoints, on a loopback port. */
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  providerKey = {
    privateKey: pair.privateKey,
    jwk: { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' },
  };
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  jwksServer = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [providerKey.jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/keys`;
  t = await createTestApp({
    entra: { issuer: ENTRA_ISSUER, audience: ENTRA_CLIENT, jwksUrl },
    firebase: { issuer: FIREBASE_ISSUER, audience: FIREBASE_PROJECT, jwksUrl },
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

interface TokenSpec {
  iss?: string;
  aud?: string;
  sub?: string;
  claims?: Record<string, unknown>;
  expiresIn?: string | number;
  key?: CryptoKey;
}

const sign = ({
  iss = ENTRA_ISSUER,
  aud = ENTRA_CLIENT,
  sub = 'entra-sub-1',
  claims = {},
  expiresIn = '1h',
  key,
}: TokenSpec) =>
  new SignJWT({ email: 'org@example.com', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key ?? providerKey.privateKey);

const whoAmI = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/authority/all',
    headers: { authorization: `Bearer ${token}` },
  });

const unsigned = (payload: object) =>
  `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

describe('development identity provider', () => {
  it('lists the eight seeded accounts for the picker', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev-idp/accounts' });
    expect(response.json().accounts).toHaveLength(9);
    expect(response.json().accounts[0]).toEqual({
      email: 'admin@example.com',
      name: '管理 太郎',
      authority_group_id: 'SUS_ADMIN',
    });
  });

  it('signs a one-hour RS256 token the API accepts, and refuses unknown e-mails with 403', async () => {
    const token = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/token',
      payload: { email: 'viewer@example.com' },
    });
    expect(token.json().expires_in).toBe(3600);
    const [header] = token.json().id_token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'RS256' });
    const me = await whoAmI(token.json().id_token);
    // Its data_scope follows the seed's organisation of the account (data-scope-answer.test.ts).
    expect(me.json()).toMatchObject({
      email: 'viewer@example.com',
      user_id: 'U0000007',
      surname: '閲覧',
      given_name: '六子',
      function_id_list: ['DASHBOARD_VIEWER'],
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/token',
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ code: 'E-403', message: MESSAGES.contactAdmin });
  });

  it('publishes its key set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev-idp/.well-known/jwks.json' });
    expect(response.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(response.json().keys[0].d).toBeUndefined();
  });

  it('is refused in production', () => {
    expect(() =>
      assertSafeConfig(loadConfig({ NODE_ENV: 'production', SDP_DEV_SIGN_IN: '1', CSRF_SECRET: 'x' })),
    ).toThrow(/SDP_DEV_SIGN_IN/);
    expect(loadConfig({ NODE_ENV: 'production' }).devIdp.enabled).toBe(false);
  });
});

describe('Entra ID and Firebase tokens (local keys standing in for the providers)', () => {
  it('accepts a valid Entra token and binds the account to its subject', async () => {
    const response = await whoAmI(await sign({}));
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('org@example.com');
    const bound = await t.db
      .selectFrom('users')
      .select(['idp_issuer', 'idp_subject'])
      .where('user_id', '=', 'U0000003')
      .executeTakeFirstOrThrow();
    expect(bound).toEqual({ idp_issuer: ENTRA_ISSUER, idp_subject: 'entra-sub-1' });
  });

  it('refuses the same e-mail later presented by another subject or another provider', async () => {
    const other = await whoAmI(await sign({ sub: 'entra-sub-2' }));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.contactAdmin);
    const dev = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/token',
      payload: { email: 'org@example.com' },
    });
    expect((await whoAmI(dev.json().id_token)).statusCode).toBe(403);
  });

  it.each([
    ['wrong audience', { aud: 'someone-else' }],
    ['wrong issuer', { iss: 'https://login.microsoftonline.com/other/v2.0' }],
    ['expired', { expiresIn: Math.floor(Date.now() / 1000) - 120 }],
    ['bad signature', { key: undefined as CryptoKey | undefined, stranger: true }],
  ])('answers 401 E-401 to an Entra token with %s', async (_name, spec) => {
    const token = await sign({ ...spec, ...('stranger' in spec ? { key: strangerKey } : {}) });
    const response = await whoAmI(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'E-401' });
  });

  it('answers 401 to alg: none and to garbage', async () => {
    const now = Math.floor(Date.now() / 1000);
    const none = unsigned({
      iss: ENTRA_ISSUER,
      aud: ENTRA_CLIENT,
      sub: 'entra-sub-1',
      email: 'org@example.com',
      iat: now,
      exp: now + 600,
    });
    expect((await whoAmI(none)).statusCode).toBe(401);
    expect((await whoAmI('not-a-token')).statusCode).toBe(401);
    const noBearer = await t.app.inject({ method: 'GET', url: '/api/v1/authority/all' });
    expect(noBearer.json()).toMatchObject({ code: 'E-401', message: MESSAGES.unauthenticated });
  });

  it('accepts a Firebase token only with a verified e-mail and the project as audience', async () => {
    const good = await sign({
      iss: FIREBASE_ISSUER,
      aud: FIREBASE_PROJECT,
      sub: 'fb-1',
      claims: { email: 'vehicle@example.com', email_verified: true },
    });
    expect((await whoAmI(good)).statusCode).toBe(200);
    const unverified = await sign({
      iss: FIREBASE_ISSUER,
      aud: FIREBASE_PROJECT,
      sub: 'fb-1',
      claims: { email: 'vehicle@example.com', email_verified: false },
    });
    expect((await whoAmI(unverified)).statusCode).toBe(401);
    const wrongAud = await sign({
      iss: FIREBASE_ISSUER,
      aud: ENTRA_CLIENT,
      sub: 'fb-1',
      claims: { email: 'vehicle@example.com', email_verified: true },
    });
    expect((await whoAmI(wrongAud)).statusCode).toBe(401);
  });

  it('answers 403 「システム管理者にお問い合わせください」 to an unknown or inactive user', async () => {
    const unknown = await whoAmI(await sign({ sub: 'x', claims: { email: 'stranger@example.com' } }));
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ code: 'E-403', message: MESSAGES.contactAdmin });
    await t.db.updateTable('users').set({ status: 0 }).where('user_id', '=', 'U0000008').execute();
    const inactive = await whoAmI(await sign({ sub: 'y', claims: { email: 'norole@example.com' } }));
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().message).toBe(MESSAGES.contactAdmin);
  });
});

describe('CSRF, sign-out and body types', () => {
  const admin = 'admin@example.com';
  const body = {
    authority_group_id: 'CSRF_TEST',
    authority_group_name: 'x',
    data_viewing_class: 1,
    roles: ['DASHBOARD_VIEWER'],
  };

  it('refuses a non-GET without a valid X-CSRF-Token with 403 E-403-1', async () => {
    const none = await t.call('POST', '/authority/groups', { as: admin, body, csrf: false });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 'E-403-1', message: MESSAGES.csrf });
    const othersToken = await t.csrfFor('business@example.com');
    const stolen = await t.call('POST', '/authority/groups', {
      as: admin,
      body,
      csrf: false,
      headers: { 'x-csrf-token': othersToken },
    });
    expect(stolen.json().code).toBe('E-403-1');
    const forged = await t.call('POST', '/authority/groups', {
      as: admin,
      body,
      csrf: false,
      headers: { 'x-csrf-token': '9999999999.abc' },
    });
    expect(forged.json().code).toBe('E-403-1');
    const good = await t.call('POST', '/authority/groups', { as: admin, body });
    expect(good.statusCode).toBe(201);
  });

  it('accepts JSON and multipart only (415 otherwise)', async () => {
    const response = await t.call('PUT', '/authority/groups', {
      as: admin,
      body: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    const text = await t.call('PUT', '/authority/groups', {
      as: admin,
      body: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('takes a bodiless POST that still declares JSON', async () => {
    const response = await t.call('POST', '/auth/sign_out', {
      as: 'business@example.com',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('signs out with 204, after which the same token is refused', async () => {
    const token = await t.tokenFor('approver@example.com');
    const csrf = await t.csrfFor('approver@example.com');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_out',
      headers: { authorization: `Bearer ${token}`, 'x-csrf-token': csrf },
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await whoAmI(token)).statusCode).toBe(401);
  });
});

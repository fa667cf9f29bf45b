import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { createTestApp, type TestApp } from '../test/test-app';
import { assertSafeConfig, loadConfig } from '../config';

const PROJECT = 'demo-sdp';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;
const ENTRA_ISSUER = 'https://login.microsoftonline.com/tenant-1234/v2.0';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    firebase: { issuer: ISSUER, audience: PROJECT, jwksUrl: 'http://127.0.0.1:9/unused' },
    entra: { issuer: ENTRA_ISSUER, audience: 'client-5678', jwksUrl: 'http://127.0.0.1:9/unused' },
    authEmulatorHost: '127.0.0.1:3230',
  });
}, 180_000);
afterAll(() => t?.close());

/** What the Firebase Auth emulator hands out: the project's issuer and audience, `alg: none`. */
const emulatorToken = (
  claims: Record<string, unknown> = {},
  issuer = ISSUER,
  audience = PROJECT,
  expiresAt: string | number = '1h',
) =>
  new UnsecuredJWT({ email: 'vehicle@example.com', email_verified: true, ...claims })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('emulator-uid-1')
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .encode();

const whoAmI = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/authority/all',
    headers: { authorization: `Bearer ${token}` },
  });

describe('Firebase Auth emulator tokens (FIREBASE_AUTH_EMULATOR_HOST set, not production)', () => {
  it('accepts an unsigned token of the project with a verified e-mail', async () => {
    const response = await whoAmI(emulatorToken());
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('vehicle@example.com');
  });

  it.each([
    ['another project', emulatorToken({}, ISSUER, 'other-project')],
    ['an unverified e-mail', emulatorToken({ email_verified: false })],
    ['an expired token', emulatorToken({}, ISSUER, PROJECT, Math.floor(Date.now() / 1000) - 120)],
    ['the Entra issuer', emulatorToken({}, ENTRA_ISSUER, 'client-5678')],
  ])('still refuses an unsigned token for %s', async (_name, token) => {
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('takes only unsigned tokens for the project while the emulator is on', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const signed = await new SignJWT({ email: 'vehicle@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(ISSUER)
      .setAudience(PROJECT)
      .setSubject('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await whoAmI(signed)).statusCode).toBe(401);
  });
});

describe('production', () => {
  const production = { NODE_ENV: 'production', CSRF_SECRET: 'x', FIREBASE_PROJECT_ID: PROJECT };

  it('refuses a configuration with the emulator or the development provider on', () => {
    expect(() =>
      assertSafeConfig(loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' })),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
    expect(() => assertSafeConfig(loadConfig({ ...production, SDP_DEV_SIGN_IN: '1' }))).toThrow(
      /SDP_DEV_SIGN_IN/,
    );
    expect(() => assertSafeConfig(loadConfig(production))).not.toThrow();
  });

  it.each([
    ['the emulator', { FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' }, /FIREBASE_AUTH_EMULATOR_HOST/],
    ['the development provider', { SDP_DEV_SIGN_IN: '1' }, /SDP_DEV_SIGN_IN/],
  ])(
    'the server process exits at start-up with %s on',
    (_name, extra, message) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, ...production, ...extra, PORT: '4987', DATA_DIR: '/nonexistent/sdp' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(message);
    },
    60_000,
  );
});

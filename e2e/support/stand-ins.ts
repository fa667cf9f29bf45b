import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { OIDC_AUTHORITY, OIDC_CLIENT_ID, OIDC_JWKS_URL, OIDC_TENANT } from './oidc-stand-in';

/** Ports of the sign-in stand-ins (3200-3299, clear of the apps and of ad-hoc helpers). */
export const AUTH_EMULATOR_PORT = 3230;
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${AUTH_EMULATOR_PORT}`;
export const FIREBASE_PROJECT = 'demo-sdp';

/** The API settings that make it trust the stand-ins (set by the global setup; harmless to other journeys). */
export const STAND_IN_API_ENV = {
  ENTRA_TENANT_ID: OIDC_TENANT,
  ENTRA_CLIENT_ID: OIDC_CLIENT_ID,
  ENTRA_ISSUER: OIDC_AUTHORITY,
  ENTRA_JWKS_URL: OIDC_JWKS_URL,
  FIREBASE_PROJECT_ID: FIREBASE_PROJECT,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
};

async function up(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`auth emulator exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

/** Starts the Firebase Auth emulator (≈15 s of CPU: it compiles its API description first). */
export async function startAuthEmulator(): Promise<() => void> {
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'firebase-auth-emulator.cjs'), String(AUTH_EMULATOR_PORT)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);
  try {
    await up(AUTH_EMULATOR_URL, child, 90_000);
  } catch (error) {
    kill();
    throw error;
  }
  return () => {
    process.off('exit', kill);
    kill();
  };
}

/**
 * A Google account in the emulator with a fixed user id: the API binds an account to the token's subject on the
 * first sign-in, so a rerun against a restarted emulator must present the same one.
 */
export async function addEmulatorGoogleAccount(email: string): Promise<void> {
  const name = email.split('@')[0];
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT}/accounts:batchCreate`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({
        users: [
          {
            localId: `google-${name}`,
            email,
            emailVerified: true,
            providerUserInfo: [{ providerId: 'google.com', rawId: `raw-${name}`, email, displayName: name }],
          },
        ],
      }),
    },
  );
  if (!response.ok) throw new Error(`emulator batchCreate: ${response.status} ${await response.text()}`);
}

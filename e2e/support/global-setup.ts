import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STAND_IN_API_ENV } from './stand-ins';

/** Starts the API on a fresh embedded database, the shell, the mock shell and the five remotes from their builds. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sdp-e2e-'));
  const { startAll } = await import('../../tools/build/scripts/serve-all.mjs');
  const running = await startAll({
    withMockShell: true,
    apiEnv: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: '0',
      SDP_DEV_SIGN_IN: '1',
      // Trust the sign-in stand-ins the sign-in journeys start (tests/sign-in-*.spec.ts).
      ...STAND_IN_API_ENV,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  });
  return async () => {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

import type { PGliteInterface } from '@electric-sql/pglite';
import { createLocalJWKSet } from 'jose';
import { createCallerCache } from '../auth/caller-cache';
import { createCsrf } from '../auth/csrf';
import { createRevocationList } from '../auth/revocation';
import { createTokenVerifier, emailClaim } from '../auth/token-verifier';
import { pgliteDb } from '../db/pglite-db';
import type { Lock } from '../db/pglite-pool';
import { createDevIdp } from '../dev-idp/dev-idp';
import type { DevSigningKey } from '../dev-idp/signing-key';
import type { Logger } from '../pipeline/context';
import { createPipeline } from '../pipeline/pipeline';
import { ExportJobStore } from '../routes/export-jobs/export-job-store';
import { HANDLERS } from '../routes/handlers';

export interface EmbeddedApiOptions {
  /** A migrated, seeded database (mock mode loads a snapshot built with the mock build). */
  pglite: PGliteInterface;
  /** Serialises access when several tabs share the database. */
  lock?: Lock;
  /** The development identity provider's key (kept by the caller, so tokens outlive a reload). */
  key: DevSigningKey;
  log: Logger;
  userLicences?: number;
}

/** The issuer of mock mode's ID tokens: the dev IdP under the page's own origin. */
const ISSUER = 'sdp-mock-dev-idp';
const AUDIENCE = 'sdp-api';

/**
 * The server's own pipeline and handlers over a PGlite database, without a web server: what mock mode runs in the
 * browser (behind msw) and jsdom page tests in Node (DESIGN.md §8 "Mock mode runs that logic").
 */
export function createEmbeddedApi({ pglite, lock, key, log, userLicences = 100 }: EmbeddedApiOptions) {
  const { db } = pgliteDb(pglite, lock);
  const devIdp = createDevIdp(db, { key, issuer: ISSUER, audience: AUDIENCE, tokenTtlSeconds: 3600 });
  const callers = createCallerCache(10_000);
  const exportJobs = new ExportJobStore(db, (error, message) => log.error({ err: error }, message));
  const pipeline = createPipeline({
    db,
    handlers: HANDLERS,
    verifyToken: createTokenVerifier([
      { issuer: ISSUER, audience: AUDIENCE, keys: createLocalJWKSet(devIdp.jwks()), emailOf: emailClaim },
    ]),
    revoked: createRevocationList(db),
    callers,
    csrf: createCsrf(),
    exportJobs,
    userLicences,
    counters: { rowsImported: () => undefined, exportStarted: () => undefined },
    callersChanged: async () => callers.clear(),
  });
  return {
    db,
    pipeline,
    devIdp,
    close: async () => {
      await exportJobs.close();
      await db.destroy();
    },
  };
}
export type EmbeddedApi = ReturnType<typeof createEmbeddedApi>;

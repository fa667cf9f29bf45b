import type { Role } from '@sdp/shared/routes';
import type { Db } from '../db/database';
import type { VerifiedIdentity } from '../auth/token-verifier';
import type { Csrf } from '../auth/csrf';
import type { RevocationList } from '../auth/revocation';
import type { ExportJobStore } from '../routes/export-jobs/export-job-store';

/** The signed-in, active user behind a request. */
export interface Caller {
  userId: string;
  email: string;
  surname: string;
  givenName: string;
  authorityGroupId: string | null;
  roles: Role[];
  token: VerifiedIdentity;
}

/** pino's shape, so the server passes its request logger and mock mode a console. */
export interface Logger {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/** What a server instance counts for its metrics (nothing in mock mode). */
export interface Counters {
  rowsImported: (table: string, rows: number) => void;
  exportStarted: () => void;
}

/** Everything a handler may use besides its input: no web framework, the same on the server and in mock mode. */
export interface HandlerContext {
  db: Db;
  caller: Caller;
  requestId: string;
  log: Logger;
  counters: Counters;
  /** Tells every instance that cached callers are stale (a user, a group or a group's roles changed). */
  callersChanged: () => Promise<void>;
  csrf: Csrf;
  revoked: RevocationList;
  /** Licences the organisation holds (the user workflow refuses registrations beyond them). */
  userLicences: number;
  /** Large exports prepared in the background, handed out by token. */
  exportJobs: ExportJobStore;
  /** Adds a header to the answer (Server-Timing, say). */
  setHeader: (name: string, value: string) => void;
}

import type { Role } from '@sdp/shared/routes';
import type { Db } from '../db/database';
import type { DataScope, Scoped } from '../db/scope';
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
  /** Whose data the caller sees: its authority group's 所属組織データのみ narrows it to its organisation. */
  scope: DataScope;
  /** 利用期限 (`YYYY-MM-DD`, Japan time), checked on every request, cached caller or not; null = no limit. */
  accessUntil: string | null;
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
  /** The request's connection, as the app role with the caller's scope set: every query sees the scope's rows. */
  db: Db;
  /** Reads of a file answer as it streams: the request's connection, then (after the answer) one of its own. */
  scoped: Scoped;
  /** Work in the background (an export job's pages): always a connection of its own with the caller's scope. */
  background: Scoped;
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

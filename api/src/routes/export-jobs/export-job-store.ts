import { sql } from 'kysely';
import { exportDownloadPath, type ExportJob } from '@sdp/shared/contracts';
import { csvHeaderLine, csvRows, UTF8_BOM, type CsvExportColumn } from '@sdp/shared/domain';
import type { Db } from '../../db/database';

/** How long a token stays valid after the export was started. */
export const EXPORT_TOKEN_TTL_MS = 30 * 60_000;
/** Older jobs of the same user are dropped beyond this many, so stored files stay bounded. */
const MAX_JOBS_PER_USER = 5;
/** One file's cap: beyond it the job fails (the list's own filters narrow it). */
const MAX_EXPORT_BYTES = 100 * 1024 * 1024;
/** Rows of bytea the file is kept in; the download streams them one at a time. */
const CHUNK_BYTES = 256 * 1024;
/** A job still preparing whose writer has not touched it for this long was abandoned (its instance died). */
const ABANDONED_MS = 2 * 60_000;

export interface ExportJobSpec<R> {
  ownerId: string;
  fileName: string;
  columns: readonly CsvExportColumn<R>[];
  pages: AsyncIterable<R[]>;
  /** Rows to expect, for the progress; null when unknown. */
  total: number | null;
}

export interface JobState {
  token: string;
  ownerId: string;
  fileName: string;
  status: ExportJob['status'];
  rowsDone: number;
  rowsTotal: number | null;
  expiresAt: number;
}

export const jobToWire = (job: JobState): ExportJob => ({
  token: job.token,
  status: job.status,
  file_name: job.fileName,
  rows_done: job.rowsDone,
  rows_total: job.rowsTotal,
  progress:
    job.status === 'ready'
      ? 100
      : job.rowsTotal
        ? Math.min(99, Math.floor((job.rowsDone * 100) / job.rowsTotal))
        : 0,
  download_path: exportDownloadPath(job.token),
  expires_at: new Date(job.expiresAt).toISOString(),
});

class TooLarge extends Error {}

const encoder = new TextEncoder();

/** 24 random bytes, base64url: an export's download token. */
const randomToken = (): string =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

function concat(parts: readonly Uint8Array[], length: number): Uint8Array {
  const all = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * Prepares CSV exports in the background (UTF-8 with BOM, CRLF, formula cells neutralised) into the database, in
 * chunks, and hands them out by token to the user who started them until the token expires, from any instance.
 */
export class ExportJobStore {
  /** Replaceable clock, so tests can move past the expiry. */
  now: () => number = Date.now;
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: (error: unknown, message: string) => void,
    private readonly ttlMs = EXPORT_TOKEN_TTL_MS,
  ) {}

  /** `db`: the request's connection (its own row is written there); the file is then written in the background. */
  async start<R>(spec: ExportJobSpec<R>, db: Db = this.db): Promise<JobState> {
    const job: JobState = {
      token: randomToken(),
      ownerId: spec.ownerId,
      fileName: spec.fileName,
      status: 'preparing',
      rowsDone: 0,
      rowsTotal: spec.total,
      expiresAt: this.now() + this.ttlMs,
    };
    await db
      .insertInto('export_jobs')
      .values({
        token: job.token,
        owner_id: job.ownerId,
        file_name: job.fileName,
        status: job.status,
        rows_total: job.rowsTotal,
        expires_at: new Date(job.expiresAt),
      })
      .execute();
    await this.trim(spec.ownerId, db);
    const run = this.write(job, spec).finally(() => this.running.delete(run));
    this.running.add(run);
    return job;
  }

  /** The caller's live job of this token; someone else's, an expired or an unknown token gives undefined. */
  async find(token: string, ownerId: string, db: Db = this.db): Promise<JobState | undefined> {
    const row = await db
      .selectFrom('export_jobs')
      .selectAll()
      .where('token', '=', token)
      .where('owner_id', '=', ownerId)
      .where('expires_at', '>', new Date(this.now()))
      .executeTakeFirst();
    if (!row) return undefined;
    const abandoned = row.status === 'preparing' && row.heartbeat_at.getTime() < this.now() - ABANDONED_MS;
    return {
      token: row.token,
      ownerId: row.owner_id,
      fileName: row.file_name,
      status: abandoned ? 'failed' : row.status,
      rowsDone: row.rows_done,
      rowsTotal: row.rows_total,
      expiresAt: row.expires_at.getTime(),
    };
  }

  /** The file of a ready job, chunk after chunk (one chunk in memory at a time). */
  async *content(token: string): AsyncGenerator<Uint8Array> {
    for (let seq = 0; ; seq++) {
      const chunk = await this.db
        .selectFrom('export_job_chunks')
        .select('data')
        .where('token', '=', token)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!chunk) return;
      yield chunk.data;
    }
  }

  /** Deletes the expired jobs and their files (on a schedule); answers how many. */
  async sweep(): Promise<number> {
    const result = await sql`DELETE FROM export_jobs WHERE expires_at < now()`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** Waits for this instance's running jobs (they stop after their current page; they end failed). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.running]);
  }

  private async write<R>(job: JobState, spec: ExportJobSpec<R>): Promise<void> {
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    let seq = 0;
    let bytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const data = concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await this.db.insertInto('export_job_chunks').values({ token: job.token, seq, data }).execute();
      seq += 1;
    };
    const add = async (text: string) => {
      const buffer = encoder.encode(text);
      bytes += buffer.length;
      if (bytes > MAX_EXPORT_BYTES) throw new TooLarge(`export over ${MAX_EXPORT_BYTES} bytes`);
      pending.push(buffer);
      pendingBytes += buffer.length;
      if (pendingBytes >= CHUNK_BYTES) await flush();
    };
    try {
      await add(UTF8_BOM + csvHeaderLine(spec.columns));
      for await (const rows of spec.pages) {
        if (this.closed) throw new Error('export store closed');
        await add(csvRows(spec.columns, rows));
        job.rowsDone += rows.length;
        await this.db
          .updateTable('export_jobs')
          .set({ rows_done: job.rowsDone, heartbeat_at: sql`clock_timestamp()` })
          .where('token', '=', job.token)
          .execute();
      }
      await flush();
      await this.db
        .updateTable('export_jobs')
        .set({ status: 'ready', rows_done: job.rowsDone, rows_total: job.rowsDone, bytes })
        .where('token', '=', job.token)
        .execute();
      job.status = 'ready';
    } catch (error) {
      job.status = 'failed';
      const marked = await this.db
        .updateTable('export_jobs')
        .set({ status: 'failed' })
        .where('token', '=', job.token)
        .executeTakeFirst()
        .catch(() => undefined);
      await this.db
        .deleteFrom('export_job_chunks')
        .where('token', '=', job.token)
        .execute()
        .catch(() => undefined);
      // A job trimmed away meanwhile is nobody's loss.
      if (!this.closed && marked && marked.numUpdatedRows > 0n)
        this.log(error, `export ${job.fileName} failed`);
    }
  }

  private async trim(ownerId: string, db: Db) {
    const keep = db
      .selectFrom('export_jobs')
      .select('token')
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .orderBy('token')
      .limit(MAX_JOBS_PER_USER);
    await db
      .deleteFrom('export_jobs')
      .where('owner_id', '=', ownerId)
      .where('token', 'not in', keep)
      .execute();
  }
}

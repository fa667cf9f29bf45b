import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { exportDownloadPath, type ExportJob } from '@sdp/shared/contracts';
import { csvRowValues, type CsvExportColumn } from '@sdp/shared/domain';

/** How long a token stays valid after the export was started. */
export const EXPORT_TOKEN_TTL_MS = 30 * 60_000;
/** Older jobs of the same user are dropped beyond this many, so files on disk stay bounded. */
const MAX_JOBS_PER_USER = 5;

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
  file: string;
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

/**
 * Prepares CSV exports in the background into temporary files (UTF-8 with BOM, CRLF, formula cells
 * neutralised) and hands them out by token to the user who started them, until the token expires.
 */
export class ExportJobStore {
  /** Replaceable clock, so tests can move past the expiry. */
  now: () => number = Date.now;
  private readonly jobs = new Map<string, JobState>();
  private readonly running = new Set<Promise<void>>();
  private readonly dir = join(tmpdir(), `sdp-exports-${process.pid}-${randomBytes(6).toString('hex')}`);
  private closed = false;

  constructor(
    private readonly log: (error: unknown, message: string) => void,
    private readonly ttlMs = EXPORT_TOKEN_TTL_MS,
  ) {}

  start<R>(spec: ExportJobSpec<R>): JobState {
    this.sweep();
    const token = randomBytes(24).toString('base64url');
    const job: JobState = {
      token,
      ownerId: spec.ownerId,
      fileName: spec.fileName,
      file: join(this.dir, `${token}.csv`),
      status: 'preparing',
      rowsDone: 0,
      rowsTotal: spec.total,
      expiresAt: this.now() + this.ttlMs,
    };
    this.jobs.set(token, job);
    this.trim(spec.ownerId);
    const run = this.write(job, spec).finally(() => this.running.delete(run));
    this.running.add(run);
    return job;
  }

  /** The caller's live job of this token; someone else's, an expired or an unknown token gives undefined. */
  find(token: string, ownerId: string): JobState | undefined {
    this.sweep();
    const job = this.jobs.get(token);
    return job && job.ownerId === ownerId ? job : undefined;
  }

  /** Waits for the running jobs (they stop after their current page) and removes every file. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.running]);
    this.jobs.clear();
    await rm(this.dir, { recursive: true, force: true });
  }

  private async write<R>(job: JobState, spec: ExportJobSpec<R>): Promise<void> {
    try {
      await mkdir(this.dir, { recursive: true });
      const stringifier = stringify({ record_delimiter: 'windows', bom: true });
      const done = pipeline(stringifier, createWriteStream(job.file));
      stringifier.write(spec.columns.map((column) => column.header));
      for await (const rows of spec.pages) {
        if (this.closed) throw new Error('export store closed');
        for (const row of rows) {
          if (!stringifier.write(csvRowValues(spec.columns, row))) await once(stringifier, 'drain');
        }
        job.rowsDone += rows.length;
      }
      stringifier.end();
      await done;
      job.status = 'ready';
      job.rowsTotal = job.rowsDone;
      if (!this.jobs.has(job.token)) await rm(job.file, { force: true });
    } catch (error) {
      job.status = 'failed';
      if (!this.closed) this.log(error, `export ${job.fileName} failed`);
      await rm(job.file, { force: true });
    }
  }

  private remove(job: JobState) {
    this.jobs.delete(job.token);
    // A job still being written removes its own file when it fails; a finished one goes now.
    if (job.status !== 'preparing') void rm(job.file, { force: true });
  }

  private sweep() {
    const now = this.now();
    for (const job of this.jobs.values()) if (job.expiresAt <= now) this.remove(job);
  }

  private trim(ownerId: string) {
    const mine = [...this.jobs.values()].filter((job) => job.ownerId === ownerId);
    for (const job of mine.slice(0, Math.max(0, mine.length - MAX_JOBS_PER_USER))) this.remove(job);
  }
}

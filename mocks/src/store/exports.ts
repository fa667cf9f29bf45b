import { exportDownloadPath, type ExportJob } from '@sdp/shared/contracts';
import { MOCK_DELAYS, getMockDelayFactor } from '../lib/delay';
import { registerStoreReset } from './registry';

/** Same lifetime as the server's tokens. */
const TOKEN_TTL_MS = 30 * 60_000;

interface MockJob {
  token: string;
  email: string;
  fileName: string;
  csv: string;
  rows: number;
  startedAt: number;
  /** The mock's "some CSV downloads take 5 s": the file is ready this long after the start. */
  prepareMs: number;
}

let jobs = new Map<string, MockJob>();
registerStoreReset(() => {
  jobs = new Map();
});

const randomToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');

const isReady = (job: MockJob) => Date.now() - job.startedAt >= job.prepareMs;

export function jobToWire(job: MockJob): ExportJob {
  const ready = isReady(job);
  const share = job.prepareMs > 0 ? Math.min(1, (Date.now() - job.startedAt) / job.prepareMs) : 1;
  return {
    token: job.token,
    status: ready ? 'ready' : 'preparing',
    file_name: job.fileName,
    rows_done: ready ? job.rows : Math.floor(job.rows * share),
    rows_total: job.rows,
    progress: ready ? 100 : Math.min(99, Math.floor(share * 100)),
    download_path: exportDownloadPath(job.token),
    expires_at: new Date(job.startedAt + TOKEN_TTL_MS).toISOString(),
  };
}

export function startExport(email: string, fileName: string, csv: string, rows: number): MockJob {
  const job: MockJob = {
    token: randomToken(),
    email,
    fileName,
    csv,
    rows,
    startedAt: Date.now(),
    prepareMs: MOCK_DELAYS.download * getMockDelayFactor(),
  };
  jobs.set(job.token, job);
  return job;
}

/** The caller's live job: someone else's, an expired or an unknown token gives undefined (404). */
export function findExport(token: string, email: string): { job: MockJob; ready: boolean } | undefined {
  const job = jobs.get(token);
  if (!job || job.email !== email) return undefined;
  if (Date.now() - job.startedAt > TOKEN_TTL_MS) {
    jobs.delete(token);
    return undefined;
  }
  return { job, ready: isReady(job) };
}

import { toCamelCaseKeys } from 'es-toolkit/object';
import type { ExportJob } from '../contracts/export-jobs';
import { apiRequest, rawRequest, type Camel } from './api-client';
import { fileNameFromDisposition, saveBlob } from './download';

export type ExportJobState = Camel<ExportJob>;

export interface TokenExportOptions {
  /** Called with the job as started and after every poll while it is being prepared. */
  onProgress?: (job: ExportJobState) => void;
  signal?: AbortSignal;
  /** Pause between polls of the token URL. */
  pollMs?: number;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    });
  });

/**
 * A large export by token: POSTs the filter to the start endpoint (202 + token), polls `GET /exports/{token}`
 * (202 while the server prepares the CSV) and saves the CSV once it answers 200. Returns the file name.
 */
export async function apiExportByToken(
  startPath: string,
  body: object,
  { onProgress, signal, pollMs = 700 }: TokenExportOptions = {},
): Promise<string> {
  const job = await apiRequest<ExportJob>('POST', startPath, { body, signal });
  onProgress?.(job);
  for (;;) {
    const response = await rawRequest('GET', job.downloadPath, {
      signal,
      headers: { Accept: 'text/csv, application/json' },
    });
    if (response.status !== 202) {
      const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? job.fileName;
      saveBlob(await response.blob(), name);
      return name;
    }
    onProgress?.(toCamelCaseKeys((await response.json()) as ExportJob) as ExportJobState);
    await pause(pollMs, signal);
  }
}

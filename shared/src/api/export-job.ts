import { toCamelCaseKeys } from 'es-toolkit/object';
import type { OPERATIONS, OperationId } from '../operations/index';
import { callResponse, type Answer } from './call';
import { fileNameFromDisposition, saveBlob } from './download';

/** An export job as its start and `GET /exports/{token}` answer it (202 while the server prepares the file). */
export type ExportJobState = Answer<'downloadExport'>;

/** The operations that start an export by token: a POST answering the job. */
export type ExportJobStartId = {
  [Id in OperationId]: (typeof OPERATIONS)[Id]['method'] extends 'POST'
    ? Answer<Id> extends ExportJobState
      ? Id
      : never
    : never;
}[OperationId];

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
 * A large export by token: `start` sends the filter to the start operation (202 + the job, e.g.
 * `call('startSurveyTargetExport', …)`), then `GET /exports/{token}` (downloadExport) is polled while it answers 202
 * (the server prepares the CSV) and the CSV saved once it answers 200. Returns the file name.
 */
export async function apiExportByToken(
  start: (signal?: AbortSignal) => Promise<ExportJobState>,
  { onProgress, signal, pollMs = 700 }: TokenExportOptions = {},
): Promise<string> {
  const job = await start(signal);
  onProgress?.(job);
  for (;;) {
    const response = await callResponse(
      'downloadExport',
      { params: { token: job.token }, signal },
      'text/csv, application/json',
    );
    if (response.status !== 202) {
      const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? job.fileName;
      saveBlob(await response.blob(), name);
      return name;
    }
    onProgress?.(toCamelCaseKeys((await response.json()) as object) as ExportJobState);
    await pause(pollMs, signal);
  }
}

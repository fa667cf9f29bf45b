import { useRef, useState } from 'react';
import { apiUpload, errorMessageOf, isApiError, type Camel, type UploadProgress } from '@sdp/shared';
import type { CsvRowError, CsvUploadResponse } from '@sdp/shared/contracts';

export type UploadAnswer = Camel<CsvUploadResponse>;

export type UploadStep =
  | { kind: 'idle' }
  | { kind: 'sending'; dryRun: boolean; progress: UploadProgress | null }
  | { kind: 'preview'; answer: UploadAnswer }
  | { kind: 'done'; answer: UploadAnswer }
  | { kind: 'failed'; message: string; rows: CsvRowError[] };

/**
 * An upload in two requests to the same endpoint: first `dry_run=true` (the server checks the file and says what
 * would be added, changed and removed, writing nothing), then, once the user has seen that, the upload itself.
 */
export function useCsvUpload(
  path: string,
  onImported?: (answer: UploadAnswer) => void,
  query?: Readonly<Record<string, string>>,
) {
  const [step, setStep] = useState<UploadStep>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const send = async (file: File, dryRun: boolean) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const body = new FormData();
    body.append('file', file, file.name);
    setStep({ kind: 'sending', dryRun, progress: null });
    try {
      const answer = await apiUpload<CsvUploadResponse>(path, body, {
        query: dryRun ? { ...query, dryRun: 'true' } : query,
        signal: controller.signal,
        onUploadProgress: (progress) => setStep({ kind: 'sending', dryRun, progress }),
      });
      setStep({ kind: dryRun ? 'preview' : 'done', answer });
      if (!dryRun) onImported?.(answer);
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({
        kind: 'failed',
        message: errorMessageOf(error),
        rows: isApiError(error) ? error.rows : [],
      });
    }
  };

  return {
    step,
    check: (file: File) => send(file, true),
    commit: (file: File) => send(file, false),
    reset: () => {
      abort.current?.abort();
      setStep({ kind: 'idle' });
    },
  };
}

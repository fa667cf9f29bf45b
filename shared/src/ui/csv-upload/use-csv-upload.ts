import { useRef, useState } from 'react';
import {
  call,
  errorMessageOf,
  isApiError,
  type Answer,
  type CallInput,
  type UploadOperationId,
  type UploadProgress,
} from '@sdp/shared';
import type { CsvRowError } from '@sdp/shared/contracts';

export type UploadAnswer = Answer<UploadOperationId>;
/** An upload's own query parameters (`dry_run` is the hook's), as one of the upload operations takes them. */
export type UploadQuery = {
  [Id in UploadOperationId]: Omit<NonNullable<CallInput<Id>['query']>, 'dryRun'>;
}[UploadOperationId];

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
  operation: UploadOperationId,
  onImported?: (answer: UploadAnswer) => void,
  query?: UploadQuery,
) {
  const [step, setStep] = useState<UploadStep>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const send = async (file: File, dryRun: boolean, comment?: string) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const body = new FormData();
    // Before the file: the server reads the fields that precede the file it streams.
    if (comment !== undefined) body.append('comment', comment);
    body.append('file', file, file.name);
    setStep({ kind: 'sending', dryRun, progress: null });
    try {
      const answer = await call(operation, {
        body,
        query: dryRun ? { ...query, dryRun } : query,
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
    /** The upload itself; `comment` is what staff checked when the file has quality warnings. */
    commit: (file: File, comment?: string) => send(file, false, comment),
    reset: () => {
      abort.current?.abort();
      setStep({ kind: 'idle' });
    },
  };
}

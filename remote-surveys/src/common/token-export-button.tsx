import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  apiExportByToken,
  call,
  errorMessageOf,
  type CallInput,
  type ExportJobStartId,
  type ExportJobState,
} from '@sdp/shared';
import { ActionBar, Button, DownloadOutlined, Spin } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';

// antd's Progress comes with the first export: the list paints without it.
const ExportProgress = lazy(() => import('./export-progress'));

/**
 * Export of a list that can be long: the server prepares the CSV and the page polls its token (spec `GET {token}`),
 * showing the progress until the file arrives.
 */
export function TokenExportButton({
  operation,
  filter,
  label = 'エクスポート',
}: {
  /** The operation that starts the export (its body is the filter). */
  operation: ExportJobStartId;
  filter: CallInput<ExportJobStartId>['body'];
  label?: string;
}) {
  const { message } = App.useApp();
  const [job, setJob] = useState<ExportJobState | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    setJob(null);
    try {
      const start = (signal?: AbortSignal) => call(operation, { body: filter, signal });
      await apiExportByToken(start, { onProgress: setJob, signal: controller.signal });
      message.success('エクスポートが完了しました');
    } catch (error) {
      if (!controller.signal.aborted) message.error(errorMessageOf(error));
    } finally {
      if (!controller.signal.aborted) {
        setBusy(false);
        setJob(null);
      }
    }
  };

  return (
    <ActionBar>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
        {label}
      </Button>
      {busy ? (
        <Suspense fallback={<Spin size="small" />}>
          <ExportProgress job={job} />
        </Suspense>
      ) : null}
    </ActionBar>
  );
}

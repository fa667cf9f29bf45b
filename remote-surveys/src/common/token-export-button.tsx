import { useEffect, useRef, useState } from 'react';
import { apiExportByToken, errorMessageOf, type ExportJobState } from '@sdp/shared';
import { Button, DownloadOutlined, Flex, Spin } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Progress } from '@sdp/shared/ui/progress';
import { Typography } from '@sdp/shared/ui/typography';

const progressText = (job: ExportJobState | null) =>
  job?.rowsTotal ? `CSVを作成しています（${job.rowsDone} / ${job.rowsTotal}件）` : 'CSVを作成しています';

/**
 * Export of a list that can be long: the server prepares the CSV and the page polls its token (spec `GET {token}`),
 * showing the progress until the file arrives.
 */
export function TokenExportButton({
  startPath,
  filter,
  label = 'エクスポート',
}: {
  startPath: string;
  filter: object;
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
      await apiExportByToken(startPath, filter, { onProgress: setJob, signal: controller.signal });
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
    <Flex gap={8} align="center">
      <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
        {label}
      </Button>
      {busy ? (
        <Flex gap={8} align="center" role="status" aria-label="エクスポートの進捗">
          <Spin size="small" />
          <Progress percent={job?.progress ?? 0} size="small" style={{ width: 140, margin: 0 }} />
          <Typography.Text type="secondary">{progressText(job)}</Typography.Text>
        </Flex>
      ) : null}
    </Flex>
  );
}

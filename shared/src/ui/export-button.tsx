import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { App } from './feedback/feedback-app';
import { useState } from 'react';
import { download, errorMessageOf, type CallInput, type ExportOperationId } from '@sdp/shared';

/**
 * Downloads an export (an operation answering a file) under the server's file name, with a loading state and the
 * spec's success message.
 */
export function ExportButton<Id extends ExportOperationId>({
  operation,
  query,
  label = 'エクスポート',
  fileName,
}: {
  operation: Id;
  query?: CallInput<Id>['query'];
  label?: string;
  fileName?: string;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      // An export takes no path parameters (ExportOperationId), so its query is all its input.
      await download(operation, { query } as Parameters<typeof download<Id>>[1], fileName);
      message.success('エクスポートが完了しました');
    } catch (error) {
      message.error(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {label}
    </Button>
  );
}

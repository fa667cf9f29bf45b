import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { App } from './feedback/feedback-app';
import { useState } from 'react';
import { apiDownload, errorMessageOf, type QueryValue } from '@sdp/shared';

/** Downloads a CSV answer under the server's file name, with a loading state and the spec's success message. */
export function ExportButton({
  path,
  query,
  label = 'エクスポート',
  fileName,
}: {
  path: string;
  query?: Record<string, QueryValue>;
  label?: string;
  fileName?: string;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await apiDownload(path, { query }, fileName);
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

import { Progress } from 'antd';
import { Text } from '@sdp/shared/ui';
import type { UploadProgress } from '@sdp/shared';

const size = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Bytes sent while the file goes up, then the server's turn (it reads and checks the whole file). */
export default function CsvUploadProgress({
  progress,
  dryRun,
}: {
  progress: UploadProgress | null;
  dryRun: boolean;
}) {
  const total = progress?.total ?? null;
  const sent = progress?.loaded ?? 0;
  const allSent = total !== null && sent >= total;
  const text = allSent
    ? dryRun
      ? 'ファイルの内容を確認しています…'
      : '登録しています…'
    : `送信中 ${size(sent)}${total !== null ? ` / ${size(total)}` : ''}`;
  return (
    <div role="status" aria-label="アップロードの進捗" style={{ marginTop: 16 }}>
      <Text>{text}</Text>
      <Progress
        percent={total ? Math.floor((sent * 100) / total) : 0}
        status={allSent ? 'active' : 'normal'}
        showInfo={!allSent}
      />
    </div>
  );
}

import { Alert } from '@sdp/shared/ui';
import { Table } from '@sdp/shared/ui/table';
import { call, errorMessageOf } from '@sdp/shared';
import { useQuery } from '@sdp/shared/query';
import type { UploadKind } from '@sdp/shared';
import { formatJapanDateTime, formatNumber, personLabel } from '@sdp/shared/domain';
import { UploadFileLink } from './upload-file-link';

/** How many of the latest uploads the list shows. */
const LATEST = 5;

const uploadsQueryKey = (kind: UploadKind, surveyFy: number | undefined) =>
  ['uploads', { kind, surveyFy }] as const;

/** The latest kept uploads of a kind (and year): file (download), when, who, what they changed. */
export default function UploadHistoryList({ kind, surveyFy }: { kind: UploadKind; surveyFy?: number }) {
  const uploads = useQuery({
    queryKey: uploadsQueryKey(kind, surveyFy),
    queryFn: ({ signal }) => call('listUploads', { query: { kind, surveyFy, perPage: LATEST }, signal }),
  });
  if (uploads.isError)
    return <Alert type="error" showIcon role="alert" title={errorMessageOf(uploads.error)} />;
  return (
    <Table
      aria-label="最近のアップロード"
      size="small"
      rowKey="uploadId"
      loading={uploads.isPending}
      pagination={false}
      dataSource={uploads.data?.uploads ?? []}
      locale={{ emptyText: 'アップロードされたファイルはまだありません' }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: 'ファイル名',
          key: 'file',
          render: (_, upload) => <UploadFileLink uploadId={upload.uploadId} fileName={upload.fileName} />,
        },
        { title: '日時', key: 'at', render: (_, upload) => formatJapanDateTime(upload.uploadedAt) },
        { title: '実行者', key: 'by', render: (_, upload) => personLabel(upload.userId, upload.userName) },
        {
          title: '件数',
          key: 'counts',
          render: (_, upload) =>
            `追加 ${formatNumber(upload.added)}・変更 ${formatNumber(upload.changed)}・削除 ${formatNumber(upload.removed)}`,
        },
      ]}
    />
  );
}

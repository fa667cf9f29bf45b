import { Alert, EmptyText } from '@sdp/shared/ui';
import { Table } from '@sdp/shared/ui/table';
import { call, errorMessageOf } from '@sdp/shared';
import { useQuery } from '@sdp/shared/query';
import type { UploadKind } from '@sdp/shared';
import { formatJapanDateTime, formatNumber, personLabel } from '@sdp/shared/domain';
import { AUDIT_ENTITY_LABELS } from '../../contracts/audit-labels';
import { UploadFileLink } from './upload-file-link';

const uploadsQueryKey = (kind: UploadKind | undefined, surveyFy: number | undefined, latest: number) =>
  ['uploads', { kind, surveyFy, latest }] as const;

/**
 * The latest kept uploads of a kind, or of every kind the caller reads (検証資料), and year: file (download), when,
 * who, what they changed.
 */
export default function UploadHistoryList({
  kind,
  surveyFy,
  latest,
}: {
  kind?: UploadKind;
  surveyFy?: number;
  latest: number;
}) {
  const uploads = useQuery({
    queryKey: uploadsQueryKey(kind, surveyFy, latest),
    queryFn: ({ signal }) => call('listUploads', { query: { kind, surveyFy, perPage: latest }, signal }),
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
      // The kit's empty text: a bare string is drawn in antd's disabled grey, below WCAG AA contrast.
      locale={{ emptyText: <EmptyText>アップロードされたファイルはまだありません</EmptyText> }}
      scroll={{ x: 'max-content' }}
      columns={[
        ...(kind
          ? []
          : [
              {
                title: '種別',
                key: 'kind',
                render: (_: unknown, upload: { kind: UploadKind }) =>
                  `${AUDIT_ENTITY_LABELS[upload.kind]}CSV`,
              },
            ]),
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

import { Alert, Button } from 'antd';
import { ActionBar, Heading, Text } from '@sdp/shared/ui';
import type { CsvColumn } from '@sdp/shared/domain';
import { CsvRowsTable } from './csv-tables';
import { changesNothing, summaryOf } from './upload-summary';
import type { UploadAnswer } from './use-csv-upload';

/** The removed rows the server listed, with a note when it listed only the first of them. */
export function RemovedRows({
  columns,
  answer,
}: {
  columns: readonly CsvColumn<string>[];
  answer: UploadAnswer;
}) {
  const more = answer.removed - answer.removedRows.length;
  return (
    <>
      <CsvRowsTable columns={columns} rows={answer.removedRows} label="削除される行" />
      {more > 0 ? (
        <Text type="secondary">
          先頭{answer.removedRows.length}件を表示しています（ほか{more}件）
        </Text>
      ) : null}
    </>
  );
}

/** What the checked file would do, before anything is written; the user registers it or starts over. */
export function UploadPreview({
  columns,
  answer,
  onCommit,
  onCancel,
}: {
  columns: readonly CsvColumn<string>[];
  answer: UploadAnswer;
  onCommit: () => void;
  onCancel: () => void;
}) {
  const nothing = changesNothing(answer);
  return (
    <div style={{ marginTop: 16 }}>
      <Heading level={4} style={{ marginBottom: 8 }}>
        確認結果
      </Heading>
      <p role="status" aria-label="確認結果">
        {answer.importedCount}行：{summaryOf(answer)}
      </p>
      {nothing ? (
        <Alert type="info" showIcon title="登録済みのデータと同じ内容です。変更はありません。" />
      ) : null}
      {answer.removed > 0 ? (
        <>
          <Alert
            type="warning"
            showIcon
            title={`ファイルにない${answer.removed}件は削除されます`}
            style={{ marginBottom: 12 }}
          />
          <RemovedRows columns={columns} answer={answer} />
        </>
      ) : null}
      <ActionBar style={{ marginTop: 16 }}>
        <Button type="primary" onClick={onCommit} disabled={nothing}>
          登録する
        </Button>
        <Button onClick={onCancel}>キャンセル</Button>
      </ActionBar>
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { Alert, Button } from 'antd';
import { ActionBar, Heading, Text } from '@sdp/shared/ui';
import { formatNumber, type CsvColumn } from '@sdp/shared/domain';
import { CsvRowsTable, type ListedRow } from './csv-tables';
import { changesNothing, summaryOf, uploadMeaningOf, warningCountOf } from './upload-summary';
import type { UploadAnswer } from './use-csv-upload';

type Columns = readonly CsvColumn<string>[];

// Only a file with quality warnings (survey results, vehicles) brings their table.
const QualityWarnings = lazy(() => import('./quality-warnings'));

/** Rows the server listed under a heading with their count, noting when it listed only the first of them. */
function ListedRows({
  columns,
  title,
  total,
  rows,
}: {
  columns: Columns;
  title: string;
  total: number;
  rows: readonly ListedRow[];
}) {
  if (total === 0) return null;
  const more = total - rows.length;
  return (
    <section aria-label={title} style={{ marginTop: 12 }}>
      <Heading level={5} style={{ marginBottom: 4 }}>
        {title}（{formatNumber(total)}件）
      </Heading>
      <CsvRowsTable columns={columns} rows={rows} label={title} />
      {more > 0 ? (
        <Text type="secondary">
          先頭{formatNumber(rows.length)}件を表示しています（ほか{formatNumber(more)}件）
        </Text>
      ) : null}
    </section>
  );
}

/** The removed rows the server listed (the preview, and the confirmation before removing them). */
export function RemovedRows({ columns, answer }: { columns: Columns; answer: UploadAnswer }) {
  const rows = answer.removedRows.map((cells) => ({ cells }));
  return <ListedRows columns={columns} title="削除される行" total={answer.removed} rows={rows} />;
}

/**
 * What the checked file would do, before anything is written: what this kind of upload does, the counts, then the
 * rows added, changed (before → after) and removed. The user registers it or starts over.
 */
export function UploadPreview({
  columns,
  replaces,
  answer,
  onCommit,
  onCancel,
}: {
  columns: Columns;
  replaces: boolean;
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
        {formatNumber(answer.importedCount)}行：{summaryOf(answer, replaces)}
        {warningCountOf(answer) > 0 ? `・前年度比の警告 ${formatNumber(warningCountOf(answer))}件` : null}
      </p>
      <Alert type="info" showIcon title={uploadMeaningOf(replaces)} style={{ marginBottom: 12 }} />
      {nothing ? (
        <Alert type="info" showIcon title="登録済みのデータと同じ内容です。変更はありません。" />
      ) : null}
      {answer.removed > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={`ファイルにない${formatNumber(answer.removed)}件は削除されます`}
        />
      ) : null}
      {warningCountOf(answer) > 0 ? (
        <Suspense fallback={null}>
          <QualityWarnings answer={answer} />
        </Suspense>
      ) : null}
      <ListedRows
        columns={columns}
        title="追加される行"
        total={answer.added}
        rows={answer.addedRows.map((cells) => ({ cells }))}
      />
      <ListedRows columns={columns} title="変更される行" total={answer.changed} rows={answer.changedRows} />
      <RemovedRows columns={columns} answer={answer} />
      <ActionBar style={{ marginTop: 16 }}>
        <Button type="primary" onClick={onCommit} disabled={nothing}>
          登録する
        </Button>
        <Button onClick={onCancel}>キャンセル</Button>
      </ActionBar>
    </div>
  );
}

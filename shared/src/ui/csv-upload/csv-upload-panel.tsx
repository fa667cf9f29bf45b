import { Alert, Button, Flex, Upload, type UploadFile } from 'antd';
import { Heading, Text } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { UploadOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { formatNumber, type CsvColumn, type CsvDisplayColumn } from '@sdp/shared/domain';
import type { UploadOperationId } from '@sdp/shared';
import { YearLock } from '@sdp/shared/ui/closed-year';
import { CsvColumnGuide } from './column-guide';
import { CsvErrorsTable } from './csv-tables';
import { RemovedRows, UploadPreview } from './upload-preview';
import { summaryOf, uploadMeaningOf, warningCountOf } from './upload-summary';
import { useCsvUpload, type UploadAnswer, type UploadQuery } from './use-csv-upload';

// antd's Progress comes with the first upload: the page paints its instructions and the file picker without it.
const CsvUploadProgress = lazy(() => import('./upload-progress'));
// The comment form comes only with a file that has quality warnings.
const WarningCommentDialog = lazy(() => import('./warning-comment-dialog'));

export interface CsvUploadPanelProps {
  /** The upload operation; it takes `dry_run=true` and answers what an upload would do. */
  operation: UploadOperationId;
  /** Query parameters of both requests (e.g. the `kind` of an organisation upload). */
  query?: UploadQuery;
  /** The upload's columns (its shared CSV definition). */
  definition: {
    columns: readonly CsvColumn<string>[];
    display?: readonly CsvDisplayColumn[] | undefined;
    replaces: boolean;
  };
  onImported?: (answer: UploadAnswer) => void;
  /** A closed year's page: the file picker is disabled with this reason on hover (useYearWritable). */
  lockedReason?: string | undefined;
}

/**
 * Every CSV upload: what this kind does (replace the year, or add and update), the columns it takes, a file, a
 * check by the server that writes nothing (rows added, changed and removed, listed), a confirmation when rows would
 * be removed, then the upload, with the bytes sent shown while the file goes up. A rejected file lists every bad row.
 */
export function CsvUploadPanel({
  operation,
  query,
  definition,
  onImported,
  lockedReason,
}: CsvUploadPanelProps) {
  const { modal } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const { step, check, commit, reset } = useCsvUpload(operation, onImported, query);
  const columns = definition.columns;
  const display = definition.display ?? [];

  const [asking, setAsking] = useState<UploadAnswer | null>(null);

  const confirmRemovals = (answer: UploadAnswer, comment?: string) => {
    if (!file) return;
    if (answer.removed === 0) return void commit(file, comment);
    modal.confirm({
      title: `${formatNumber(answer.removed)}件を削除して登録しますか？`,
      content: <RemovedRows columns={columns} answer={answer} />,
      width: 880,
      okText: '削除して登録する',
      okButtonProps: { danger: true },
      cancelText: 'キャンセル',
      onOk: () => void commit(file, comment),
    });
  };

  // Quality warnings first ask what was checked, then removals ask to be confirmed, as without warnings.
  const confirmCommit = (answer: UploadAnswer) =>
    warningCountOf(answer) > 0 ? setAsking(answer) : confirmRemovals(answer);

  return (
    <div>
      <p style={{ marginTop: 0 }}>
        <Text strong>{uploadMeaningOf(definition.replaces)}</Text>
      </p>
      <p>
        <Text type="secondary">
          Shift_JIS または BOM付きUTF-8 のCSVファイルを選択してください。1行目は見出し行「
          {columns.map((column) => column.header).join(',')}」です。
          {display.length > 0
            ? `エクスポートの${display.map((column) => `「${column.header}」`).join('')}列は確認用で、取込時は無視されます（あってもなくても同じです）。`
            : null}
          {definition.replaces
            ? '登録する前に、追加・変更・削除される行を確認できます。'
            : '登録する前に、追加・変更される行を確認できます。'}
          1行でも誤りがある場合は何も登録されません。
        </Text>
      </p>
      <CsvColumnGuide columns={columns} display={definition.display} />
      <YearLock reason={lockedReason}>
        <Flex gap={12} align="start" wrap style={{ marginTop: 16 }}>
          <Upload
            accept=".csv,text/csv"
            maxCount={1}
            fileList={file ? [{ uid: 'csv', name: file.name, status: 'done' } satisfies UploadFile] : []}
            beforeUpload={(chosen) => {
              setFile(chosen);
              reset();
              return false;
            }}
            onRemove={() => {
              setFile(null);
              reset();
            }}
          >
            <Button icon={<UploadOutlined />}>ファイルを選択</Button>
          </Upload>
          <Button
            type="primary"
            onClick={() => file && void check(file)}
            disabled={!file || step.kind === 'sending'}
          >
            内容を確認
          </Button>
        </Flex>
      </YearLock>
      {step.kind === 'sending' ? (
        <Suspense
          fallback={
            <p role="status" aria-label="アップロードの進捗" style={{ marginTop: 16 }}>
              <Text>送信中…</Text>
            </p>
          }
        >
          <CsvUploadProgress progress={step.progress} dryRun={step.dryRun} />
        </Suspense>
      ) : null}
      {step.kind === 'preview' ? (
        <UploadPreview
          columns={columns}
          replaces={definition.replaces}
          answer={step.answer}
          onCommit={() => confirmCommit(step.answer)}
          onCancel={reset}
        />
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <WarningCommentDialog
            warningCount={warningCountOf(asking)}
            onClose={() => setAsking(null)}
            onConfirm={(comment) => {
              setAsking(null);
              confirmRemovals(asking, comment);
            }}
          />
        </Suspense>
      ) : null}
      {step.kind === 'done' ? (
        <Alert
          type="success"
          showIcon
          title="アップロード結果"
          description={`${file?.name ?? ''}：${formatNumber(step.answer.importedCount)}件を登録しました（${summaryOf(step.answer, definition.replaces)}）`}
          style={{ marginTop: 16 }}
        />
      ) : null}
      {step.kind === 'failed' ? (
        <div style={{ marginTop: 16 }}>
          <Heading level={4} style={{ marginBottom: 8 }}>
            エラー内容
          </Heading>
          <Alert type="error" showIcon role="alert" title={step.message} style={{ marginBottom: 12 }} />
          {step.rows.length > 0 ? <CsvErrorsTable columns={columns} rows={step.rows} /> : null}
        </div>
      ) : null}
    </div>
  );
}

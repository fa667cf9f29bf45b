import { useState } from 'react';
import { api, errorMessageOf, isApiError } from '@sdp/shared';
import type { CsvRowError } from '@sdp/shared/contracts';
import { Alert, Button, Flex, UploadOutlined } from '@sdp/shared/ui';
import { Card } from '@sdp/shared/ui/card';
import { Progress } from '@sdp/shared/ui/progress';
import { Result } from '@sdp/shared/ui/result';
import { Table } from '@sdp/shared/ui/table';
import { Typography } from '@sdp/shared/ui/typography';
import { Upload, type UploadFile } from '@sdp/shared/ui/upload';

type Outcome =
  | { ok: true; importedCount: number; fileName: string }
  | { ok: false; message: string; rows: CsvRowError[]; fileName: string };

/**
 * Pick a CSV, send it as the multipart field `file`, then show what was accepted or every rejected row
 * (line, item, message). The server imports all rows or none.
 */
export function CsvUploadPanel({
  path,
  columns,
  fieldLabels,
  onImported,
}: {
  path: string;
  /** The header row the file must start with, shown to the user. */
  columns: readonly string[];
  /** Column names by camelCase field, for the rejected rows. */
  fieldLabels: Record<string, string>;
  onImported?: () => void;
}) {
  const [file, setFile] = useState<UploadFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const upload = async () => {
    const chosen = file?.originFileObj;
    if (!chosen) return;
    const body = new FormData();
    body.append('file', chosen, chosen.name);
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await api.post<{ importedCount: number }>(path, { body });
      setOutcome({ ok: true, importedCount: answer?.importedCount ?? 0, fileName: chosen.name });
      onImported?.();
    } catch (error) {
      setOutcome({
        ok: false,
        message: errorMessageOf(error),
        rows: isApiError(error) ? error.rows : [],
        fileName: chosen.name,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="CSVファイルのアップロード">
      <Typography.Paragraph type="secondary">
        Shift_JIS または BOM付きUTF-8 のCSVファイルを選択してください。1行目は見出し行「{columns.join(',')}
        」です。1行でも誤りがある場合は何も登録されません。
      </Typography.Paragraph>
      <Flex gap={12} align="start" wrap>
        <Upload
          accept=".csv,text/csv"
          maxCount={1}
          fileList={file ? [file] : []}
          beforeUpload={() => false}
          onChange={({ fileList }) => {
            setFile(fileList.at(-1) ?? null);
            setOutcome(null);
          }}
        >
          <Button icon={<UploadOutlined />}>ファイルを選択</Button>
        </Upload>
        <Button type="primary" onClick={upload} disabled={!file} loading={busy}>
          アップロード
        </Button>
      </Flex>
      {busy ? (
        <div role="status" style={{ marginTop: 16 }}>
          <Typography.Text>アップロード中…</Typography.Text>
          <Progress percent={99} status="active" showInfo={false} />
        </div>
      ) : null}
      {outcome?.ok ? (
        <Result
          status="success"
          title="アップロード結果"
          subTitle={`${outcome.fileName}：${outcome.importedCount}件を登録しました`}
        />
      ) : null}
      {outcome && !outcome.ok ? (
        <div style={{ marginTop: 16 }}>
          <Typography.Title level={4}>エラー内容</Typography.Title>
          <Alert type="error" showIcon role="alert" title={outcome.message} style={{ marginBottom: 12 }} />
          {outcome.rows.length > 0 ? (
            <Table<CsvRowError>
              size="small"
              aria-label="エラー行"
              rowKey={(row) => `${row.line}-${row.field}-${row.message}`}
              dataSource={outcome.rows}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                { title: '行', dataIndex: 'line', width: 70 },
                {
                  title: '項目',
                  dataIndex: 'field',
                  width: 180,
                  render: (field: string) => fieldLabels[field] ?? field,
                },
                { title: 'エラー内容', dataIndex: 'message' },
              ]}
            />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

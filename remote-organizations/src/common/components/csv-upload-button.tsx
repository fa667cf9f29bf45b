import { useQueryClient } from '@sdp/shared/query';
import { useState } from 'react';
import { api, errorMessageOf, isApiError, rules, type Camel } from '@sdp/shared';
import { Alert, Button, UploadOutlined } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form, toFormRules } from '@sdp/shared/ui/form';
import { Modal } from '@sdp/shared/ui/modal';
import { Table } from '@sdp/shared/ui/table';
import { Typography } from '@sdp/shared/ui/typography';
import { Upload, type UploadFile } from '@sdp/shared/ui/upload';
import type { z } from 'zod';
import type { CsvRowError, csvUploadResponseSchema } from '@sdp/shared/contracts';

type UploadAnswer = Camel<z.infer<typeof csvUploadResponseSchema>>;

interface UploadValues {
  file: UploadFile[];
}

/**
 * CSV upload in a dialog: pick a file, send it as the multipart field `file`, and on a rejected file list every
 * bad row (line, item, message) so the user can fix the file. Nothing is imported unless every row is valid.
 */
export function CsvUploadButton({
  path,
  title,
  fieldLabels,
  successMessage,
  invalidate,
  note,
}: {
  path: string;
  title: string;
  /** Column names by camelCase field, for the rejected rows. */
  fieldLabels: Record<string, string>;
  successMessage: string;
  /** Query keys to refresh after an import. */
  invalidate: readonly (readonly unknown[])[];
  note?: string;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<UploadValues>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; rows: CsvRowError[] } | null>(null);

  const close = () => {
    setOpen(false);
    setFailure(null);
    form.resetFields();
  };

  const submit = async ({ file }: UploadValues) => {
    const chosen = file[0]?.originFileObj;
    if (!chosen) return;
    const body = new FormData();
    body.append('file', chosen, chosen.name);
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.post<UploadAnswer>(path, { body });
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      message.success(`${successMessage}（${answer?.importedCount ?? 0}件）`);
      close();
    } catch (error) {
      setFailure({ message: errorMessageOf(error), rows: isApiError(error) ? error.rows : [] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        CSVアップロード
      </Button>
      <Modal
        open={open}
        title={title}
        width={760}
        onCancel={close}
        okText="アップロード"
        cancelText="閉じる"
        confirmLoading={busy}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Typography.Paragraph type="secondary">
            Shift_JIS または BOM付きUTF-8
            のCSVファイルを選択してください。1行でも誤りがある場合は何も登録されません。
            {note ? ` ${note}` : ''}
          </Typography.Paragraph>
          <Form.Item
            name="file"
            label="CSVファイル"
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
            rules={toFormRules(rules.fileRequired, rules.csvFile)}
          >
            <Upload accept=".csv,text/csv" maxCount={1} beforeUpload={() => false}>
              <Button icon={<UploadOutlined />}>ファイルを選択</Button>
            </Upload>
          </Form.Item>
        </Form>
        {failure ? (
          <>
            <Alert type="error" showIcon role="alert" title={failure.message} style={{ marginBottom: 12 }} />
            {failure.rows.length > 0 ? (
              <Table<CsvRowError>
                size="small"
                aria-label="エラー行"
                rowKey={(row) => `${row.line}-${row.field}-${row.message}`}
                dataSource={failure.rows}
                pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
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
          </>
        ) : null}
      </Modal>
    </>
  );
}

import { useEffect } from 'react';
import { rules } from '@sdp/shared';
import { Form, toFormRules, useSubmitErrors } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Modal } from '@sdp/shared/ui/modal';
import { SubmitErrorAlert } from '@sdp/shared/ui';

const REASON_RULES = toFormRules(rules.required('再開理由'), rules.maxLength(200), rules.multiline);

interface Props {
  surveyFy: number | undefined;
  saving: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Reopening a closed year needs a reason (1–200 characters), kept on the year for whoever asks later. */
export function ReopenDialog({ surveyFy, saving, onSubmit, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const { error, handle, clear } = useSubmitErrors(form);
  useEffect(() => {
    if (surveyFy !== undefined) form.resetFields();
  }, [surveyFy, form]);
  const finish = async ({ reason }: { reason: string }) => {
    clear();
    await onSubmit(reason).catch(handle);
  };
  return (
    <Modal
      open={surveyFy !== undefined}
      title={`${surveyFy ?? ''}年度の再開`}
      okText="再開"
      cancelText="キャンセル"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => {
        clear();
        onClose();
      }}
      destroyOnHidden
    >
      <p>締め済みの年度を受付中に戻します。データの変更が再びできるようになります。</p>
      <SubmitErrorAlert error={error} />
      <Form form={form} layout="vertical" onFinish={finish}>
        <Form.Item name="reason" label="再開理由" rules={REASON_RULES} required>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

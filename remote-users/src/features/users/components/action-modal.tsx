import { useEffect, type ReactNode } from 'react';
import { Form, toFormRules } from '@sdp/shared/ui/form';
import { rules } from '@sdp/shared/rules';
import { Input } from '@sdp/shared/ui/input';
import { Modal } from '@sdp/shared/ui/modal';
import { Typography } from '@sdp/shared/ui/typography';

export interface ActionModalProps {
  open: boolean;
  title: string;
  description: string;
  okText: string;
  danger?: boolean;
  /** Set for actions that must say why (remand). */
  commentRequiredMessage?: string;
  submitting: boolean;
  onSubmit: (comment: string | undefined) => void;
  onCancel: () => void;
  /** What the action is about, between the description and the comment (the applications of a bulk decision). */
  children?: ReactNode;
}

/** Confirmation of an application action, with the comment that goes into the history. */
export function ActionModal({
  open,
  title,
  description,
  okText,
  danger,
  commentRequiredMessage,
  submitting,
  onSubmit,
  onCancel,
  children,
}: ActionModalProps) {
  const [form] = Form.useForm<{ comment?: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="キャンセル"
      okButtonProps={{ danger, loading: submitting }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      forceRender
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      {children}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => onSubmit(values.comment?.trim() || undefined)}
      >
        <Form.Item
          name="comment"
          label="コメント"
          rules={[
            ...(commentRequiredMessage
              ? [{ required: true, whitespace: true, message: commentRequiredMessage }]
              : []),
            ...toFormRules(rules.maxLength(100), rules.multiline),
          ]}
        >
          <Input.TextArea rows={3} maxLength={100} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

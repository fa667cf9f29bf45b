import { Form } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Modal } from '@sdp/shared/ui/modal';
import {
  formatNumber,
  UPLOAD_COMMENT_MAX,
  UPLOAD_COMMENT_PROMPT,
  uploadCommentProblem,
} from '@sdp/shared/domain';

interface Props {
  warningCount: number;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}

/**
 * Registering a file with quality warnings asks what staff checked (1–500 characters, the server's own rule); the
 * upload keeps the comment with the warnings.
 */
export default function WarningCommentDialog({ warningCount, onConfirm, onClose }: Props) {
  const [form] = Form.useForm<{ comment: string }>();
  return (
    <Modal
      open
      title="前年度比の警告を確認して登録"
      okText="登録する"
      cancelText="キャンセル"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        前年度比の警告が{formatNumber(warningCount)}件あります。{UPLOAD_COMMENT_PROMPT}
        。入力した内容はアップロードの記録に残ります。
      </p>
      <Form form={form} layout="vertical" onFinish={({ comment }) => onConfirm(comment.trim())}>
        <Form.Item
          name="comment"
          label="確認内容"
          required
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = uploadCommentProblem(value, warningCount);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={UPLOAD_COMMENT_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

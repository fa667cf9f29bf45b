import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { errorMessageOf, isApiError } from '@sdp/shared';

export const isConflict = (error: unknown): boolean =>
  isApiError(error) && (error.status === 409 || error.code === 'E-409');

/** A save or action that failed for a reason no single field explains; a conflict offers to load the latest data. */
export function SubmitErrorAlert({ error, onReload }: { error: unknown; onReload?: () => void }) {
  if (!error) return null;
  const conflict = isConflict(error);
  return (
    <Alert
      type={conflict ? 'warning' : 'error'}
      showIcon
      role="alert"
      style={{ marginBottom: 16, maxWidth: 880 }}
      title={errorMessageOf(error)}
      description={conflict && onReload ? '最新の内容を読み込むと、入力中の内容は破棄されます。' : undefined}
      action={
        conflict && onReload ? (
          <Button size="small" icon={<ReloadOutlined />} onClick={onReload}>
            最新の内容を再読み込み
          </Button>
        ) : undefined
      }
    />
  );
}

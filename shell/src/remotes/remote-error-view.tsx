import { Button, ReloadOutlined, WarningOutlined } from '@sdp/shared/ui';
import { StatusView } from '../pages/status-view';

export const REMOTE_ERROR_TITLE = '画面を読み込めませんでした';

/** Shown inside the layout when a remote's page cannot be loaded; the rest of the app keeps working. */
export function RemoteErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusView
      icon={<WarningOutlined style={{ color: '#faad14' }} />}
      title={REMOTE_ERROR_TITLE}
      subTitle="しばらく待ってから再読み込みしてください。解決しない場合はお問い合わせください。"
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          再読み込み
        </Button>
      }
    />
  );
}

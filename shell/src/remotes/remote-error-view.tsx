import { Button, CloseCircleOutlined, ReloadOutlined, WarningOutlined } from '@sdp/shared/ui';
import { StatusView } from '../pages/status-view';

export const REMOTE_ERROR_TITLE = '画面を読み込めませんでした';
export const remoteRefusedMessage = (origin: string) =>
  `この画面の配信元（${origin}）は許可されていないため、読み込みを中止しました。システム管理者にお問い合わせください。`;

/**
 * Shown inside the layout when a remote's page cannot be loaded; the rest of the app keeps working. A remote on an
 * origin that is not allowed gets no retry: it would be refused again.
 */
export function RemoteErrorView({ onRetry, refusedOrigin }: { onRetry: () => void; refusedOrigin?: string }) {
  if (refusedOrigin !== undefined) {
    return (
      <StatusView
        icon={<CloseCircleOutlined style={{ color: '#cf1322' }} />}
        title={REMOTE_ERROR_TITLE}
        subTitle={remoteRefusedMessage(refusedOrigin)}
      />
    );
  }
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

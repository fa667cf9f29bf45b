import { Button, Flex, Heading, Text, usePageTitle, WarningOutlined } from '@sdp/shared/ui';
import { TEXT } from '../messages';
import type { FatalError } from './fatal-error-store';

export const GLOBAL_ERROR_HEADING = 'エラーが発生しました';

/** The spec's global error page: heading, warning icon, message, status code, and a way back to the top page. */
export function GlobalErrorPage({ error, onBackToTop }: { error: FatalError; onBackToTop: () => void }) {
  usePageTitle(GLOBAL_ERROR_HEADING);
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '80px 24px', textAlign: 'center' }} role="alert">
      <WarningOutlined aria-label="警告" style={{ fontSize: 64, color: '#faad14' }} />
      <Heading>{GLOBAL_ERROR_HEADING}</Heading>
      <p style={{ margin: 0 }}>{error.message || TEXT.fallback}</p>
      <Text type="secondary">ステータスコード: {error.status}</Text>
      <Button type="primary" onClick={onBackToTop}>
        トップページへ
      </Button>
    </Flex>
  );
}

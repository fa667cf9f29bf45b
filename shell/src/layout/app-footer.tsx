import { Flex, Layout, Text } from '@sdp/shared/ui';
import { getRuntimeConfig } from '@sdp/shared';

const COPYRIGHT = '© 2024 Sustainability Data Platform. All rights reserved.';

/** Contact label, the support address from the runtime configuration, and the copyright line. */
export function AppFooter() {
  const { supportEmail } = getRuntimeConfig();
  return (
    <Layout.Footer style={{ background: '#fff', borderTop: '1px solid #e5e9e5', padding: '16px 24px' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex gap={12} align="center">
          <Text strong>お問い合わせ</Text>
          <Text href={`mailto:${supportEmail}`}>{supportEmail}</Text>
        </Flex>
        <Text type="secondary">{COPYRIGHT}</Text>
      </Flex>
    </Layout.Footer>
  );
}

import type { ReactNode } from 'react';
import { Flex, Heading, Text } from '@sdp/shared/ui';

/**
 * A status page (404, access denied, a remote that failed to load) drawn with the kit's base parts only: it must show
 * even when further chunks cannot be loaded, and an unknown path must not cost the display kit.
 */
export function StatusView({
  icon,
  title,
  subTitle,
  extra,
}: {
  icon: ReactNode;
  title: string;
  subTitle: string;
  extra?: ReactNode;
}) {
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '48px 24px', textAlign: 'center' }}>
      <span aria-hidden style={{ fontSize: 64, lineHeight: 1 }}>
        {icon}
      </span>
      <Heading>{title}</Heading>
      <Text type="secondary" style={{ fontSize: 16 }}>
        {subTitle}
      </Text>
      {extra}
    </Flex>
  );
}

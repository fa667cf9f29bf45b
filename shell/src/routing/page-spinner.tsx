import { Flex, Spin } from '@sdp/shared/ui';

export function PageSpinner() {
  return (
    <Flex justify="center" style={{ padding: 64 }}>
      <Spin size="large" />
    </Flex>
  );
}

import { memo } from 'react';
import { Flex, Panel } from '@sdp/shared/ui';
import { Statistic } from '@sdp/shared/ui/statistic';
import type { Licensing } from '../api/get-licensing';

/** Licence counts: active, in use (active users) and remaining; drawn again only when they change. */
export const LicensingSummary = memo(function LicensingSummary({
  licensing,
  loading,
}: {
  licensing: Licensing | undefined;
  loading: boolean;
}) {
  const items = [
    ['ライセンス数', licensing?.activeLicensingNum],
    ['使用中', licensing?.inUseLicensingNum],
    ['残り', licensing?.remainingLicensingNum],
  ] as const;
  return (
    <Panel size="small" style={{ marginBottom: 16 }} label="ライセンス">
      <Flex gap={48} wrap>
        {items.map(([title, value]) => (
          <Statistic key={title} title={title} value={value ?? '-'} loading={loading} />
        ))}
      </Flex>
    </Panel>
  );
});

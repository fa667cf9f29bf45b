import { TabStrip } from '@sdp/shared/ui';
import type { HeaderTab } from './navigation';

/** The header's two menu tabs: the kit's TabStrip as tall as the header. */
export function HeaderTabs({
  tabs,
  activeKey,
  onSelect,
}: {
  tabs: readonly HeaderTab[];
  activeKey: string;
  onSelect: (tab: HeaderTab) => void;
}) {
  return (
    <TabStrip
      items={tabs}
      activeKey={activeKey}
      onSelect={onSelect}
      className="sdp-header-tabs"
      style={{ height: 63 }}
    />
  );
}

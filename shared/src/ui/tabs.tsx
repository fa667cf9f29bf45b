import { useId, type ReactNode } from 'react';
import { theme } from 'antd';
import { TabStrip } from './tab-strip';

export interface TabsItem {
  key: string;
  label: ReactNode;
  children?: ReactNode;
}

/** A page's tabs over its content: the base TabStrip with antd's line under it, and the active tab's panel. */
export function Tabs({
  items,
  activeKey,
  onChange,
}: {
  items: readonly TabsItem[];
  activeKey: string;
  onChange: (key: string) => void;
}) {
  const { token } = theme.useToken();
  const id = useId();
  const tabId = (key: string) => `${id}-tab-${key}`;
  const active = items.find((item) => item.key === activeKey);
  return (
    <div>
      <TabStrip
        items={items}
        activeKey={activeKey}
        onSelect={(item) => {
          if (item.key !== activeKey) onChange(item.key);
        }}
        idOf={tabId}
        style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, marginBottom: 16 }}
        tabStyle={{ padding: '12px 2px' }}
      />
      {active?.children === undefined ? null : (
        <div role="tabpanel" aria-labelledby={tabId(active.key)}>
          {active.children}
        </div>
      )}
    </div>
  );
}

import type { KeyboardEvent } from 'react';
import { PRIMARY_COLOR, PRIMARY_TEXT_COLOR } from '@sdp/shared/ui';
import type { HeaderTab } from './navigation';

/**
 * The header's two menu tabs, drawn with plain buttons in antd's tab style: antd's Tabs (overflow measuring, the more
 * menu, animations) cost every signed-in page about 11 KB gzip for two labels. Arrow keys move between the tabs.
 */
export function HeaderTabs({
  tabs,
  activeKey,
  onSelect,
}: {
  tabs: readonly HeaderTab[];
  activeKey: string;
  onSelect: (tab: HeaderTab) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const buttons = event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons?.[(index + step + tabs.length) % tabs.length]?.focus();
  };
  return (
    <div role="tablist" className="sdp-header-tabs" style={{ display: 'flex', gap: 32, height: 63 }}>
      {tabs.map((tab, index) => {
        const active = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            className="sdp-header-tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            style={{
              background: 'none',
              border: 0,
              borderBottom: `2px solid ${active ? PRIMARY_COLOR : 'transparent'}`,
              padding: '0 2px',
              fontSize: 14,
              color: active ? PRIMARY_TEXT_COLOR : 'rgba(0, 0, 0, 0.88)',
              cursor: 'pointer',
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

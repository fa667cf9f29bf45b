import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { PRIMARY_COLOR, PRIMARY_TEXT_COLOR } from './theme';

export interface TabStripItem {
  key: string;
  label: ReactNode;
}

const CSS = `
.sdp-tab { background: none; border: 0; padding: 0 2px; font: inherit; font-size: 14px; white-space: nowrap;
  cursor: pointer; color: rgba(0, 0, 0, 0.88); }
.sdp-tab[aria-selected="true"] { color: ${PRIMARY_TEXT_COLOR}; }
.sdp-tab:hover { color: ${PRIMARY_TEXT_COLOR}; }
.sdp-tab:focus-visible { outline: 2px solid ${PRIMARY_COLOR}; outline-offset: -2px; }
`;

/**
 * A row of tabs drawn with plain buttons in antd's tab style (the active one underlined): antd's Tabs (overflow
 * measuring, its more menu, animations) cost a page about 15 KB gzip for a few labels. Arrow keys move between the
 * tabs; `idOf` names each tab so a panel can point at it.
 */
export function TabStrip<Item extends TabStripItem>({
  items,
  activeKey,
  onSelect,
  idOf,
  className,
  style,
  tabStyle,
}: {
  items: readonly Item[];
  activeKey: string;
  onSelect: (item: Item) => void;
  idOf?: (key: string) => string;
  className?: string;
  style?: CSSProperties;
  tabStyle?: CSSProperties;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const buttons = event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons?.[(index + step + items.length) % items.length]?.focus();
  };
  return (
    <div role="tablist" className={className} style={{ display: 'flex', gap: 32, ...style }}>
      <style>{CSS}</style>
      {items.map((item, index) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            id={idOf?.(item.key)}
            type="button"
            role="tab"
            className="sdp-tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item)}
            onKeyDown={(event) => onKeyDown(event, index)}
            style={{ borderBottom: `2px solid ${active ? PRIMARY_COLOR : 'transparent'}`, ...tabStyle }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

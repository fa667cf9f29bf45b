import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { CELL_ICONS, type CellIconName } from './cell-icons';

/*
 * A list's cells are plain elements: a 20-row page of antd Tags and Buttons mounts a styled component tree per cell,
 * and every re-render while paging walks them all again. These look like antd's small Tag and Button (colours from
 * the theme, text at 4.5:1) and cost a span or a button each. The rules come with ListTable (CELL_CSS).
 */

export type CellTagColor =
  'default' | 'processing' | 'success' | 'warning' | 'error' | 'green' | 'blue' | 'red' | 'orange';

// The theme's colours as literals (cells.test.ts holds them to theme.ts): the list kit then carries no theme module.
export const CELL_CSS = `.sdp-cell-tag{display:inline-block;padding-inline:7px;font-size:12px;line-height:20px;white-space:nowrap;border:1px solid;border-radius:4px}
.sdp-cell-tag-default{background:#fafafa;border-color:#d9d9d9;color:rgba(0,0,0,0.88)}
.sdp-cell-tag-processing,.sdp-cell-tag-blue{background:#e6f4ff;border-color:#91caff;color:#0958D9}
.sdp-cell-tag-success,.sdp-cell-tag-green{background:#f6ffed;border-color:#b7eb8f;color:#237804}
.sdp-cell-tag-warning{background:#fffbe6;border-color:#ffe58f;color:#874D00}
.sdp-cell-tag-error{background:#fff2f0;border-color:#ffccc7;color:#BF360C}
.sdp-cell-tag-red{background:#fff1f0;border-color:#ffa39e;color:#A8071A}
.sdp-cell-tag-orange{background:#fff7e6;border-color:#ffd591;color:#AD4E00}
.sdp-cell-actions,.sdp-cell-tags{display:flex;gap:4px}
.sdp-cell-tags{flex-wrap:wrap}
.sdp-cell-stack{display:flex;flex-direction:column;align-items:flex-start;gap:4px}
.sdp-cell-secondary{color:rgba(0,0,0,0.6)}
.sdp-cell-action{display:inline-flex;align-items:center;gap:4px;height:24px;padding:0 7px;font:inherit;font-size:14px;line-height:1;color:rgba(0,0,0,0.88);background:#fff;border:1px solid #d9d9d9;border-radius:4px;cursor:pointer;white-space:nowrap}
.sdp-cell-action:hover{color:#1B5E20;border-color:#388E3C}
.sdp-cell-action-danger{color:#BF360C;border-color:#BF360C}
.sdp-cell-action-danger:hover{color:#8C1300;border-color:#8C1300}
.sdp-cell-action-link{color:#2E7D32;background:none;border-color:transparent}
.sdp-cell-action-link:hover{color:#1B5E20;border-color:transparent}
.sdp-cell-icon{display:inline-flex;align-items:center;line-height:0}
.sdp-cell-action:focus-visible{outline:3px solid #b7dbb9;outline-offset:1px}
.sdp-cell-action:disabled,.sdp-cell-action:disabled:hover{border-color:#d9d9d9;color:rgba(0,0,0,0.25);background:rgba(0,0,0,0.04);cursor:not-allowed}`;

/** A status or kind in a list's cell, as a small coloured label. */
export function CellTag({ color = 'default', children }: { color?: CellTagColor; children: ReactNode }) {
  return <span className={`sdp-cell-tag sdp-cell-tag-${color}`}>{children}</span>;
}

/** A row's action (詳細, 変更, …): a plain button with an icon; name it with aria-label when the text alone is vague. */
export function CellAction({
  icon,
  danger = false,
  link = false,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> & {
  /** Drawn as plain elements (CELL_ICONS), not antd's icon component: one per row adds up. */
  icon?: CellIconName;
  /** Deletes or otherwise cannot be undone: red, as antd's danger button. */
  danger?: boolean;
  /** Opens something to read (a drawer): text only, as antd's link button. */
  link?: boolean;
}) {
  const kind = danger ? ' sdp-cell-action-danger' : link ? ' sdp-cell-action-link' : '';
  return (
    <button type="button" className={`sdp-cell-action${kind}`} {...rest}>
      {icon ? CELL_ICONS[icon] : null}
      {children}
    </button>
  );
}

/** A row's actions side by side. */
export function CellActions({ children }: { children: ReactNode }) {
  return <div className="sdp-cell-actions">{children}</div>;
}

/** Several labels in one cell (a group's roles), wrapping within the column. */
export function CellTags({ children }: { children: ReactNode }) {
  return <div className="sdp-cell-tags">{children}</div>;
}

/** Text of less weight (last year's value beside this year's), as antd's secondary Text. */
export function CellSecondary({ children }: { children: ReactNode }) {
  return <span className="sdp-cell-secondary">{children}</span>;
}

/** A value with a label under it (a row's kind and 変更あり). */
export function CellStack({ children }: { children: ReactNode }) {
  return <div className="sdp-cell-stack">{children}</div>;
}

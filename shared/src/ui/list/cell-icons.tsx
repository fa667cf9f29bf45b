import { createElement, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';

const draw = (node: AbstractNode, key?: number): ReactElement =>
  createElement(node.tag, { ...node.attrs, key }, ...(node.children ?? []).map(draw));

/**
 * antd's outlined icon as plain elements, made once: every row's button reuses the element, where antd's icon
 * component would mount its own component, context and style effect per cell.
 */
function plainIcon({ icon }: IconDefinition): ReactElement {
  if (typeof icon === 'function') throw new Error('a two-tone icon has no plain form');
  const attrs = { ...icon.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' };
  return <span className="sdp-cell-icon">{draw({ ...icon, attrs })}</span>;
}

/** The icons a row's action may carry (CellAction's `icon`). */
export const CELL_ICONS = {
  view: plainIcon(FileSearchOutlined),
  edit: plainIcon(EditOutlined),
  delete: plainIcon(DeleteOutlined),
} as const;

export type CellIconName = keyof typeof CELL_ICONS;

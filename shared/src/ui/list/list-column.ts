import type { ReactNode } from 'react';

/**
 * A column of a list's table: what the list table draws, and nothing it would silently ignore. `key` names the column
 * (the wire's sort key where it sorts, and where the user's column settings keep it).
 */
export interface ListColumn<Row> {
  key: string;
  title: ReactNode;
  /** The row's field the cell shows, or hands to `render` as its value. */
  dataIndex?: Extract<keyof Row, string>;
  // A method, so a column may name its value's type (`render(value: string | null)`).
  render?(value: never, row: Row, index: number): ReactNode;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Stays in view at the right edge while a wide table scrolls sideways; never configurable. */
  fixed?: 'right';
  /** Sorted by the server on the column's `key`. */
  sorter?: boolean;
}

export type SortDirection = 'ascend' | 'descend';

/** Check boxes in the first column; the bulk bar above the table acts on the keys. */
export interface ListRowSelection<Row> {
  selectedKeys: readonly string[];
  onChange: (keys: string[], rows: Row[]) => void;
  /** The column's heading (its width fits it on one line). */
  title: string;
  /** A row that cannot be picked, and the check box's accessible name. */
  checkbox: (row: Row) => { disabled: boolean; label: string };
}

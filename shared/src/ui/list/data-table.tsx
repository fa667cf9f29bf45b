import type { ReactNode } from 'react';
import type { ListColumn, ListRowSelection, SortDirection } from './list-column';
import { useTableLayout } from './use-table-layout';

export interface DataTableProps<Row> {
  /** The rows' table's accessible name. */
  label: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  /** The row's field that names it, or a function of the row. */
  rowKey: Extract<keyof Row, string> | ((row: Row) => string);
  rowClassName?: (row: Row) => string;
  rowSelection?: ListRowSelection<Row>;
  sort?: { key: string; order: SortDirection };
  /** The next sort of a sortable column's heading when pressed: ascending, descending, then none (as antd's). */
  onSort: (key: string, order: SortDirection | null) => void;
  loading: boolean;
  /** What the rows' place shows when there are none. */
  empty: ReactNode;
  size: 'middle' | 'small';
}

const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;
const NEXT = { none: 'ascend', ascend: 'descend', descend: null } as const;
/** A column's alignment as one style object per value: every cell of it shares the object React compares. */
const ALIGN = {
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
} as const;

const valueOf = <Row,>(row: Row, column: ListColumn<Row>): unknown =>
  column.dataIndex === undefined ? undefined : row[column.dataIndex];

function Heading<Row>({ column, order }: { column: ListColumn<Row>; order: SortDirection | undefined }) {
  if (!column.sorter) return column.title;
  return (
    <>
      {column.title}
      <span className={`sdp-table-sorter${order ? ` sdp-table-sorter-${order}` : ''}`} aria-hidden />
    </>
  );
}

/**
 * A list's rows as plain table rows: one element per cell, no component per row or cell (a 20-row page of antd's
 * Table mounted some 5,800 components and walked them all again on every page). Looks and behaves as antd's Table did
 * for the lists: sticky header, sideways scroll with a pinned right column, server sort from the headings, check
 * boxes, loading and empty states.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowClassName, rowSelection, sort, onSort, loading, empty, size } = props;
  const layout = useTableLayout(rows, columns.map((column) => column.key).join());
  const rowKey = (row: Row) =>
    typeof props.rowKey === 'function' ? props.rowKey(row) : String(row[props.rowKey]);
  const selected = new Set(rowSelection?.selectedKeys);
  const orderOf = (column: ListColumn<Row>) => (sort?.key === column.key ? sort.order : undefined);
  /** A cell's classes: pinned, in the sorted column, and (a heading) sortable. */
  const cellClass = (column: ListColumn<Row>, heading = false) =>
    [
      column.fixed && 'sdp-table-fixed',
      orderOf(column) && 'sdp-table-sorted',
      heading && column.sorter && 'sdp-table-sortable',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const pick = (key: string, on: boolean) => {
    if (!rowSelection) return;
    const keys = on ? [...selected, key] : [...selected].filter((kept) => kept !== key);
    rowSelection.onChange(
      keys,
      rows.filter((row) => keys.includes(rowKey(row))),
    );
  };
  const colgroup = (
    <colgroup>
      {rowSelection ? <col /> : null}
      {columns.map((column) => (
        <col key={column.key} style={column.width ? { width: column.width } : undefined} />
      ))}
    </colgroup>
  );
  return (
    <div ref={layout.root} className={`sdp-table sdp-table-${size}`} aria-busy={loading}>
      <div ref={layout.head} className="sdp-table-head">
        <table>
          {colgroup}
          <thead>
            <tr>
              {rowSelection ? (
                <th className="sdp-table-selection">
                  <span>{rowSelection.title}</span>
                </th>
              ) : null}
              {columns.map((column) => {
                const order = orderOf(column);
                return (
                  <th
                    key={column.key}
                    className={cellClass(column, true)}
                    style={column.align && ALIGN[column.align]}
                    aria-sort={order ? ARIA_SORT[order] : undefined}
                  >
                    {column.sorter ? (
                      <button
                        type="button"
                        className="sdp-table-sort"
                        onClick={() => onSort(column.key, NEXT[order ?? 'none'])}
                      >
                        <Heading column={column} order={order} />
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
        </table>
      </div>
      <div ref={layout.body} className="sdp-table-body" onScroll={layout.onBodyScroll}>
        <table aria-label={label}>
          {colgroup}
          <tbody>
            <tr className="sdp-table-measure" aria-hidden>
              {rowSelection ? (
                <td>
                  <div>{rowSelection.title}</div>
                </td>
              ) : null}
              {columns.map((column) => (
                <td key={column.key}>
                  <div>
                    <Heading column={column} order={undefined} />
                  </div>
                </td>
              ))}
            </tr>
            {rows.length === 0 ? (
              <tr>
                <td className="sdp-table-empty" colSpan={columns.length + (rowSelection ? 1 : 0)}>
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const key = rowKey(row);
                const picked = selected.has(key);
                const box = rowSelection?.checkbox(row);
                const extra = rowClassName?.(row);
                return (
                  <tr
                    key={key}
                    className={`sdp-table-row${picked ? ' sdp-table-selected' : ''}${extra ? ` ${extra}` : ''}`}
                  >
                    {box ? (
                      <td className="sdp-table-selection">
                        <input
                          type="checkbox"
                          checked={picked}
                          disabled={box.disabled}
                          aria-label={box.label}
                          onChange={(event) => pick(key, event.target.checked)}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => {
                      const value = valueOf(row, column);
                      return (
                        <td
                          key={column.key}
                          className={cellClass(column)}
                          style={column.align && ALIGN[column.align]}
                        >
                          {column.render ? column.render(value as never, row, index) : (value as ReactNode)}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <div ref={layout.bar} className="sdp-table-scrollbar">
        <div />
      </div>
      {loading ? <div className="sdp-table-spin" aria-hidden /> : null}
    </div>
  );
}

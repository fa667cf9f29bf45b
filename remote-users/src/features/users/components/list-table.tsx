import type { ReactNode } from 'react';
import { ListTable as SharedListTable, type ListResult } from '@sdp/shared/ui/list';
import type { ListColumn, ListRowSelection } from '@sdp/shared/ui/list';
import type { UserListFilters } from './list-query';

export type TableChange = Pick<UserListFilters, 'page' | 'perPage' | 'sort' | 'order'>;

/**
 * The user lists on the shared list table (paging, sort, 全N件中, column settings, sticky header, loading, empty and
 * error states), read from and written to the user list's URL query; a new page size or sort starts at page 1.
 */
export function ListTable<Row extends object>({
  label,
  listId,
  rowKey,
  columns,
  rows,
  total,
  query,
  result,
  filtered,
  emptyText,
  onChange,
  prefetch,
  rowSelection,
  toolbar,
}: {
  label: string;
  listId: string;
  rowKey: (row: Row) => string;
  /** Every column needs a `key` (the wire's sort key where it sorts). */
  columns: ListColumn<Row>[];
  rows: Row[] | undefined;
  total: number | undefined;
  query: UserListFilters;
  result: ListResult;
  filtered: boolean;
  emptyText: { none: string; filtered: string };
  onChange: (change: TableChange) => void;
  /** Starts the list's request for another page on the press of its button (see the shared ListTable). */
  prefetch?: (change: TableChange) => Promise<unknown>;
  rowSelection?: ListRowSelection<Row>;
  toolbar?: ReactNode;
}) {
  return (
    <SharedListTable<Row>
      label={label}
      listId={listId}
      list={{
        page: query.page,
        perPage: query.perPage,
        sort: query.sort,
        order: query.order,
        filtered,
        changeTable: (change) => {
          const restart =
            change.perPage !== query.perPage || change.sort !== query.sort || change.order !== query.order;
          onChange({ ...change, page: restart ? 1 : change.page });
        },
        prefetch,
      }}
      result={result}
      rows={rows}
      total={total}
      rowKey={rowKey}
      columns={columns}
      emptyText={emptyText}
      rowSelection={rowSelection}
      toolbar={toolbar}
    />
  );
}

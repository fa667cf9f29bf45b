import { lazy, Suspense, useState, type Key, type ReactNode } from 'react';
import { Table, type TableColumnsType, type TableProps } from '@sdp/shared/ui/table';
import { errorMessageOf } from '@sdp/shared';
import {
  ActionBar,
  Alert,
  Button,
  Empty,
  ReloadOutlined,
  SettingOutlined,
  PAGE_STICKY_HEADER,
} from '@sdp/shared/ui';
import { CELL_CSS } from './cells';
import { arrangeColumns, useColumnSettings, type ConfigurableColumn } from './column-settings';
import { ListPagination } from './list-pagination';
import type { SortOrder } from './list-query';
import type { TableChange } from './use-list-query';

// Loaded when the user opens it: most visits never change the columns.
const ColumnSettingsDialog = lazy(() => import('./column-settings-dialog'));

export interface ListResult {
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListTableProps<Row> {
  /** Names the list: the table's accessible name, and where the user's column settings are kept. */
  label: string;
  listId: string;
  list: {
    page: number;
    perPage: number;
    sort?: string;
    order?: SortOrder;
    filtered: boolean;
    changeTable: (change: TableChange) => void;
    /**
     * Starts the request of the table's next state (another page) before the table re-renders: on the press of a
     * page button, before its click. The same query the page then asks for, so it is asked once.
     */
    prefetch?: (change: TableChange) => void;
  };
  result: ListResult;
  /** Undefined until the first answer. */
  rows: Row[] | undefined;
  total: number | undefined;
  rowKey: TableProps<Row>['rowKey'];
  /** Every column needs a `key` (the wire's sort key where it sorts); `fixed` columns are not configurable. */
  columns: TableColumnsType<Row>;
  emptyText: { none: string; filtered: string };
  /** Left of the bar above the table (bulk actions); `extra` goes right, before the column settings. */
  toolbar?: ReactNode;
  extra?: ReactNode;
  rowSelection?: TableProps<Row>['rowSelection'];
  rowClassName?: TableProps<Row>['rowClassName'];
  size?: TableProps<Row>['size'];
}

const orderOf = (value: unknown): SortOrder | undefined =>
  value === 'ascend' ? 'asc' : value === 'descend' ? 'desc' : undefined;

const keyOf = (column: { key?: Key }): string => String(column.key ?? '');

/**
 * The table of every list: server paging with a choice of page size and 全N件中 counts, server sort from the URL, a
 * loading state, an empty state that tells "none yet" from "nothing matches", and an error state with a retry that
 * never also says there is no data. The header stays in view as the page scrolls, wide tables scroll sideways, and
 * the user picks and orders the columns (kept per user in this browser).
 */
export function ListTable<Row extends object>({
  label,
  listId,
  list,
  result,
  rows,
  total,
  columns,
  emptyText,
  toolbar,
  extra,
  ...rest
}: ListTableProps<Row>) {
  const { settings, save } = useColumnSettings(listId);
  const [configuring, setConfiguring] = useState(false);
  const configurable = columns.filter((column) => !column.fixed && keyOf(column));
  const fixed = columns.filter((column) => column.fixed || !keyOf(column));
  const shown = [
    ...arrangeColumns(
      configurable.map((column) => ({ ...column, key: keyOf(column) })),
      settings,
    ),
    ...fixed,
  ].map((column) =>
    column.sorter
      ? {
          ...column,
          sortOrder: list.sort === column.key ? (list.order === 'desc' ? 'descend' : 'ascend') : null,
        }
      : column,
  ) as TableColumnsType<Row>;
  const choices: ConfigurableColumn[] = configurable.map((column) => ({
    key: keyOf(column),
    title: typeof column.title === 'string' ? column.title : keyOf(column),
  }));

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = orderOf(single?.order);
    const sort = order && single?.columnKey !== undefined ? String(single.columnKey as Key) : undefined;
    // Paging is ListPagination's; here a new sort, from the first page.
    list.changeTable({
      page: pagination.current ?? 1,
      perPage: list.perPage,
      sort,
      order: sort ? order : undefined,
    });
  };

  let empty: ReactNode = <div style={{ height: 96 }} aria-hidden />;
  if (result.isError)
    empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="一覧を表示できませんでした" />;
  else if (rows !== undefined)
    empty = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={list.filtered ? emptyText.filtered : emptyText.none}
      />
    );

  return (
    <>
      {/* React hoists and keeps one copy of these rules, whatever the number of tables. */}
      <style href="sdp-list-cells" precedence="default">
        {CELL_CSS}
      </style>
      {result.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={errorMessageOf(result.error)}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void result.refetch()}>
              再読み込み
            </Button>
          }
        />
      ) : null}
      {/* 表示列 keeps its place top right on every list: a wide toolbar (bulk actions) wraps within its own room. */}
      <ActionBar
        justify="space-between"
        style={{ marginBottom: 8, flexWrap: 'nowrap', alignItems: 'flex-start' }}
      >
        <ActionBar style={{ flex: '1 1 0', minWidth: 0 }}>{toolbar}</ActionBar>
        <ActionBar justify="flex-end" style={{ flex: '0 1 auto', marginInlineStart: 'auto' }}>
          {extra}
          <Button icon={<SettingOutlined />} onClick={() => setConfiguring(true)} aria-haspopup="dialog">
            表示列
          </Button>
        </ActionBar>
      </ActionBar>
      <Table<Row>
        {...rest}
        aria-label={label}
        size={rest.size ?? 'middle'}
        columns={shown}
        dataSource={rows ?? []}
        loading={result.isFetching}
        onChange={onChange}
        // The page scrolls under the header; wide tables scroll sideways in their own width.
        {...PAGE_STICKY_HEADER}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: empty }}
        pagination={false}
      />
      <ListPagination {...list} total={total} onChange={list.changeTable} />
      {configuring ? (
        <Suspense fallback={null}>
          <ColumnSettingsDialog
            columns={choices}
            settings={settings}
            onSave={save}
            onClose={() => setConfiguring(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

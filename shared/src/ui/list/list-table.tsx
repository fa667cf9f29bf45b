import { lazy, Suspense, useState, type ReactNode } from 'react';
import { errorMessageOf } from '@sdp/shared';
import { ActionBar, Alert, Button, Empty, ReloadOutlined, SettingOutlined } from '@sdp/shared/ui';
import { CELL_CSS } from './cells';
import { DataTable, type DataTableProps } from './data-table';
import type { ListColumn, ListRowSelection } from './list-column';
import { LIST_TABLE_CSS } from './list-table-css';
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
    prefetch?: (change: TableChange) => Promise<unknown>;
  };
  result: ListResult;
  /** Undefined until the first answer. */
  rows: Row[] | undefined;
  total: number | undefined;
  rowKey: DataTableProps<Row>['rowKey'];
  /** `fixed` columns are not configurable. */
  columns: ListColumn<Row>[];
  emptyText: { none: string; filtered: string };
  /** Left of the bar above the table (bulk actions); `extra` goes right, before the column settings. */
  toolbar?: ReactNode;
  extra?: ReactNode;
  rowSelection?: ListRowSelection<Row>;
  rowClassName?: (row: Row) => string;
  size?: 'middle' | 'small';
}

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
  const configurable = columns.filter((column) => !column.fixed);
  const shown = [...arrangeColumns(configurable, settings), ...columns.filter((column) => column.fixed)];
  const choices: ConfigurableColumn[] = configurable.map((column) => ({
    key: column.key,
    title: typeof column.title === 'string' ? column.title : column.key,
  }));

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
      <style href="sdp-list-table" precedence="default">
        {LIST_TABLE_CSS}
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
      <DataTable<Row>
        {...rest}
        label={label}
        size={rest.size ?? 'middle'}
        columns={shown}
        rows={rows ?? []}
        sort={list.sort ? { key: list.sort, order: list.order === 'desc' ? 'descend' : 'ascend' } : undefined}
        // A new sort starts from the first page.
        onSort={(key, order) =>
          list.changeTable({
            page: 1,
            perPage: list.perPage,
            sort: order ? key : undefined,
            order: order ? (order === 'descend' ? 'desc' : 'asc') : undefined,
          })
        }
        loading={result.isFetching}
        empty={empty}
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

import { Empty, STICKY_HEADER_CLASS, StickyHeaderStyle } from '@sdp/shared/ui';
import { Table, type TableColumnsType, type TableProps } from '@sdp/shared/ui/table';
import { PAGE_SIZES, type UserListFilters } from './list-query';

export type TableChange = Pick<UserListFilters, 'page' | 'perPage' | 'sort' | 'order'>;

export const sortOrderOf = (query: UserListFilters, key: string) =>
  query.sort === key ? (query.order === 'desc' ? 'descend' : 'ascend') : null;

/** A server-paged, server-sorted table; column keys are the wire sort keys. */
export function ListTable<Row extends object>({
  rowKey,
  columns,
  rows,
  total,
  query,
  loading,
  emptyText,
  onChange,
  rowSelection,
}: {
  rowKey: (row: Row) => string;
  columns: TableColumnsType<Row>;
  rows: Row[];
  total: number;
  query: UserListFilters;
  loading: boolean;
  emptyText: string;
  onChange: (change: TableChange) => void;
  rowSelection?: TableProps<Row>['rowSelection'];
}) {
  const handleChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = single?.order ? (single.columnKey as string | undefined) : undefined;
    const order = key ? (single?.order === 'descend' ? 'desc' : 'asc') : undefined;
    const perPage = pagination.pageSize ?? query.perPage;
    const restart = perPage !== query.perPage || key !== query.sort || order !== query.order;
    onChange({ page: restart ? 1 : (pagination.current ?? 1), perPage, sort: key, order });
  };
  return (
    <>
      <StickyHeaderStyle />
      <Table<Row>
        className={STICKY_HEADER_CLASS}
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        onChange={handleChange}
        rowSelection={rowSelection}
        scroll={{ x: 1300 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        pagination={{
          current: query.page,
          pageSize: query.perPage,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (count, [from, to]) => `全${count}件中 ${from}〜${to}件`,
        }}
      />
    </>
  );
}

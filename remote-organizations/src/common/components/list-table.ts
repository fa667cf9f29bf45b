import type { TableProps } from '@sdp/shared/ui/table';
import { PAGE_SIZES, type ListState } from '../list-state';

type Change<F extends string> = Partial<ListState<F>>;

/** Server-side paging and sorting of a list table, read from and written to the URL state. */
export function listTableProps<Row, F extends string>(
  state: ListState<F>,
  total: number,
  update: (change: Change<F>) => void,
): Pick<TableProps<Row>, 'pagination' | 'onChange'> {
  return {
    pagination: {
      current: state.page,
      pageSize: state.perPage,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES.map(String),
      showTotal: (count, [from, to]) => `全${count}件中 ${from}〜${to}件`,
    },
    onChange: (pagination, _filters, sorter) => {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = single?.order === 'ascend' ? 'asc' : single?.order === 'descend' ? 'desc' : undefined;
      const perPage = pagination.pageSize ?? state.perPage;
      update({
        page: perPage !== state.perPage ? 1 : (pagination.current ?? 1),
        perPage,
        sort: order ? String(single?.columnKey) : undefined,
        order,
      });
    },
  };
}

/** antd's sort marker of a column from the URL state. */
export const sortOrderOf = <F extends string>(state: ListState<F>, key: string) =>
  state.sort === key ? (state.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null;

import { cloneElement, isValidElement, startTransition, type ReactElement } from 'react';
import { Pagination, type PaginationProps } from 'antd';
import { PAGE_SIZES, type SortOrder } from './list-query';
import type { TableChange } from './use-list-query';

const STYLE = {
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  rowGap: 8,
  margin: '16px 0',
} as const;

/**
 * A list's pager with its choice of page size and 全N件中, beside the table rather than antd's inside it: that one
 * re-renders every cell at once when clicked (its own state), before the click can paint. Here the click re-renders
 * the pager alone and the list follows in a transition; pressing a page button starts that page's request first.
 */
export function ListPagination({
  page,
  perPage,
  sort,
  order,
  total,
  onChange,
  prefetch,
}: {
  page: number;
  perPage: number;
  sort?: string;
  order?: SortOrder;
  total: number | undefined;
  onChange: (change: TableChange) => void;
  prefetch?: (change: TableChange) => void;
}) {
  if (!total) return null;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const itemRender: PaginationProps['itemRender'] = (target, type, element) => {
    if (!prefetch || !isValidElement(element) || !['page', 'prev', 'next'].includes(type)) return element;
    if (target < 1 || target > lastPage || target === page) return element;
    return cloneElement(element as ReactElement<{ onPointerDown?: () => void }>, {
      onPointerDown: () => prefetch({ page: target, perPage, sort, order }),
    });
  };
  return (
    <Pagination
      style={STYLE}
      current={page}
      pageSize={perPage}
      total={total}
      showSizeChanger
      pageSizeOptions={PAGE_SIZES.map(String)}
      showTotal={(count, [from, to]) => `全${count}件中 ${from}〜${to}件`}
      itemRender={itemRender}
      onChange={(next, size) => startTransition(() => onChange({ page: next, perPage: size, sort, order }))}
    />
  );
}

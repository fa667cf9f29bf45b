import { cloneElement, isValidElement, startTransition, useRef, type ReactElement } from 'react';
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

/** The longest the pager waits for the pressed page's rows before moving to it without them. */
const ANSWER_WAIT_MS = 300;
/** Settles with the answer, failed or not, or after `ms`, whichever comes first; no timer is left behind. */
function answeredOrLate(answer: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const late = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(late);
      resolve();
    };
    answer.then(done, done);
  });
}

/**
 * A list's pager with its choice of page size and 全N件中, beside the table rather than antd's inside it: that one
 * re-renders every cell at once when clicked (its own state), before the click can paint. Here pressing a page button
 * starts that page's request, and the click moves the pager and the list together, in a transition, once the rows
 * are in (or after ANSWER_WAIT_MS).
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
  prefetch?: (change: TableChange) => Promise<unknown>;
}) {
  const pressed = useRef<{ page: number; answer: Promise<unknown> } | null>(null);
  // Only the latest page change moves the list: an earlier press still waiting for its answer is dropped.
  const changes = useRef(0);
  if (!total) return null;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const itemRender: PaginationProps['itemRender'] = (target, type, element) => {
    if (!prefetch || !isValidElement(element) || !['page', 'prev', 'next'].includes(type)) return element;
    if (target < 1 || target > lastPage || target === page) return element;
    return cloneElement(element as ReactElement<{ onPointerDown?: () => void }>, {
      onPointerDown: () => {
        pressed.current = { page: target, answer: prefetch({ page: target, perPage, sort, order }) };
      },
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
      onChange={(next, size) => {
        const change = ++changes.current;
        const go = () => {
          if (change === changes.current)
            startTransition(() => onChange({ page: next, perPage: size, sort, order }));
        };
        const press = pressed.current;
        pressed.current = null;
        // The page asked for on the press: moving once its rows are in draws the list once, with them, instead of
        // the old rows first and the new ones after. A slow answer does not hold the page back for long.
        if (press?.page === next && size === perPage)
          void answeredOrLate(press.answer, ANSWER_WAIT_MS).then(go);
        else go();
      }}
    />
  );
}

import type { ListTableProps } from '@sdp/shared/ui/list';
import type { ListState } from '../list-state';

/**
 * The shared ListTable's `list` from an organisation list's URL state: paging, sort, whether a filter is set, and a
 * table change written back (a new page size or sort starts again at page 1).
 */
export function tableListOf<F extends string, S extends string = string>(
  state: ListState<F, S>,
  filterKeys: readonly F[],
  update: (change: Partial<ListState<F>>) => void,
  /** Starts the list call of another state (a page button pressed, before its click). */
  prefetch?: (next: ListState<F, S>) => Promise<unknown>,
): ListTableProps<object>['list'] {
  return {
    page: state.page,
    perPage: state.perPage,
    sort: state.sort,
    order: state.order,
    filtered: filterKeys.some((key) => state.filters[key] !== undefined),
    changeTable: (change) => {
      const restart =
        change.perPage !== state.perPage || change.sort !== state.sort || change.order !== state.order;
      update({ ...change, page: restart ? 1 : change.page });
    },
    // The table's sorts are its columns' keys, which are the list's sort keys.
    prefetch: prefetch && ((change) => prefetch({ ...state, ...change, sort: change.sort as S | undefined })),
  };
}

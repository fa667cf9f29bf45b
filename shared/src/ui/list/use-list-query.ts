import { useEffect } from 'react';
import { useSearchParams } from '@sdp/shared/router';
import {
  cleanFilters,
  isFiltered,
  keptFilters,
  listCallQuery,
  parseListQuery,
  writeListQuery,
  type FilterSpecs,
  type FilterValues,
  type ListSpec,
  type ListState,
  type SortOrder,
} from './list-query';
import { useStableHandler } from './stable';

export interface TableChange {
  page: number;
  perPage: number;
  sort?: string;
  order?: SortOrder;
}

/**
 * A list's filters, paging and sort, kept in the URL (Back, reload and shared links show the same list). `defaults`
 * are values a filter takes when the URL has none (the survey year a list opens on); they stay out of the URL.
 */
export function useListQuery<F extends FilterSpecs>(spec: ListSpec<F>, defaults: FilterValues<F> = {}) {
  const [params, setParams] = useSearchParams();
  const state = parseListQuery(params, spec, defaults);
  const write = (next: ListState<F>, base: URLSearchParams = params, replace = false) =>
    setParams(writeListQuery(base, next, spec, defaults), { replace });
  // The filter form's handlers keep their identity across page changes, so the memoised form is not drawn again.
  const search = useStableHandler((values: FilterValues<F>) =>
    write({
      ...state,
      filters: { ...keptFilters(spec, state.filters), ...cleanFilters(spec, values) },
      page: 1,
    }),
  );
  const clear = useStableHandler(() =>
    write({ ...state, filters: keptFilters(spec, state.filters), page: 1 }),
  );

  return {
    ...state,
    /** What the list call sends: the filters, paging and sort. */
    query: listCallQuery(state),
    /** A filter that narrows the list is set (the empty state then says "nothing matches", not "none yet"). */
    filtered: isFiltered(spec, state.filters),
    /** 検索: the form's values replace the filters; kept filters stay unless the form sets them. */
    search,
    /** One filter that applies at once (the survey year, a checkbox), the others unchanged. */
    setFilter: <K extends keyof F>(key: K, value: FilterValues<F>[K] | undefined) =>
      write({ ...state, filters: cleanFilters(spec, { ...state.filters, [key]: value }), page: 1 }),
    /** クリア: every filter but the kept ones goes, from the form and from the URL; size and sort stay. */
    clear,
    /** Paging and sort from the table; a new size or sort starts at the first page. */
    changeTable: (change: TableChange) => {
      const restart =
        change.perPage !== state.perPage || change.sort !== state.sort || change.order !== state.order;
      write({ ...state, ...change, page: restart ? 1 : change.page });
    },
    /** Moves to a page without a new history entry (a page that no longer exists). */
    fitPage: (page: number) => write({ ...state, page }, params, true),
    /** Replaces the whole state, on top of other parameters (a tab's change). */
    replace: (next: Partial<ListState<F>>, base?: URLSearchParams) =>
      write({ filters: {}, page: 1, perPage: state.perPage, ...next }, base),
    params,
  };
}

export type ListQuery<F extends FilterSpecs = FilterSpecs> = ReturnType<typeof useListQuery<F>>;

/** After the last row of the last page went (or from a stale link), shows the last page there is. */
export function useFitPage(list: Pick<ListQuery, 'page' | 'perPage' | 'fitPage'>, total?: number) {
  const { page, perPage, fitPage } = list;
  const lastPage = total === undefined ? undefined : Math.max(1, Math.ceil(total / perPage));
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) fitPage(lastPage);
    // fitPage is a new function each render; the numbers decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastPage, page]);
}

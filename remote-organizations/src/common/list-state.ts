import { useSearchParams } from '@sdp/shared/router';
import { defaultSurveyYear, useSurveyYears, type SurveyYearInfo } from '@sdp/shared';
// The page sizes of the shared list table (@sdp/shared/ui/list), not imported from it: the detail and registration
// pages that share this module would then load the whole list table.
const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PER_PAGE = 20;

/** A list's state; `S` is its sort keys (a sort outside them is never read from the URL). */
export interface ListState<F extends string, S extends string = string> {
  surveyFy: number;
  page: number;
  perPage: number;
  sort?: S;
  order?: 'asc' | 'desc';
  filters: Partial<Record<F, string>>;
}

/** The query of a list call: survey year, paging, sort and the filters (text, as the URL holds them). */
export type ListQuery<F extends string, S extends string> = Pick<
  ListState<F, S>,
  'surveyFy' | 'page' | 'perPage' | 'sort' | 'order'
> &
  Partial<Record<F, string>>;

const positiveInt = (text: string | null): number | undefined => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 ? value : undefined;
};

const toSnake = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);

/** The survey years there are and the one a list opens on (the latest 受付中 year). */
interface YearChoice {
  years: readonly number[];
  initial: number;
}

/**
 * The years from GET /survey_years. Pages that read a list's state draw under a SurveyYearsGate, so the years are
 * loaded by the time this runs.
 */
export function useYearChoice(): YearChoice {
  return yearChoiceOf(useSurveyYears().data ?? []);
}

export const yearChoiceOf = (years: readonly SurveyYearInfo[]): YearChoice => ({
  years: years.map((year) => year.surveyFy),
  initial: defaultSurveyYear(years) ?? 0,
});

/** What a list call sends for a state (the page's and its first data's). */
export const listQueryOf = <F extends string, S extends string>(state: ListState<F, S>): ListQuery<F, S> => ({
  surveyFy: state.surveyFy,
  page: state.page,
  perPage: state.perPage,
  sort: state.sort,
  order: state.order,
  ...state.filters,
});

/**
 * Reads a list's state from the URL; anything unknown or malformed falls back to the default (a sort outside the
 * list's keys too: the server refuses it).
 */
export function parseListState<F extends string, S extends string = never>(
  params: URLSearchParams,
  filterKeys: readonly F[],
  { years, initial }: YearChoice,
  sortKeys: readonly S[] = [],
): ListState<F, S> {
  const sort = params.get('sort');
  const year = positiveInt(params.get('survey_fy'));
  const perPage = positiveInt(params.get('per_page'));
  const order = params.get('order');
  const filters: Partial<Record<F, string>> = {};
  for (const key of filterKeys) {
    const value = params.get(toSnake(key))?.trim();
    if (value) filters[key] = value;
  }
  return {
    surveyFy: year && years.includes(year) ? year : initial,
    page: positiveInt(params.get('page')) ?? 1,
    perPage: perPage && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    sort: sortKeys.find((key) => key === sort),
    order: order === 'asc' || order === 'desc' ? order : undefined,
    filters,
  };
}

/** Writes the state back, keeping other parameters (the tab) and leaving defaults out so links stay short. */
function writeListState<F extends string>(
  base: URLSearchParams,
  state: ListState<F>,
  filterKeys: readonly F[],
  initialYear: number,
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value === undefined || value === '' || value === fallback) params.delete(key);
    else params.set(key, String(value));
  };
  set('survey_fy', state.surveyFy, initialYear);
  set('page', state.page, 1);
  set('per_page', state.perPage, DEFAULT_PER_PAGE);
  set('sort', state.order ? state.sort : undefined);
  set('order', state.sort ? state.order : undefined);
  for (const key of filterKeys) set(toSnake(key), state.filters[key]);
  return params;
}

/** A list's state in the URL, and a setter that merges a change into it. */
export function useListState<F extends string, S extends string>(
  filterKeys: readonly F[],
  sortKeys: readonly S[],
) {
  const [params, setParams] = useSearchParams();
  const choice = useYearChoice();
  const state = parseListState(params, filterKeys, choice, sortKeys);
  const update = (change: Partial<ListState<F, string>>) =>
    setParams(writeListState(params, { ...state, ...change }, filterKeys, choice.initial));
  return { state, update, query: listQueryOf(state) };
}

/** Page sizes every list offers, and the one it opens with. */
export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 20;

export type SortOrder = 'asc' | 'desc';

/** How one filter sits in the URL: `text` (trimmed), `int` (whole numbers) or `flag` (`1` when on). */
export interface FilterSpec {
  kind?: 'text' | 'int' | 'flag';
  /** Its URL parameter; the key in snake_case by default (the wire's name). */
  param?: string;
  /** Older parameter names still read (links saved before a rename); never written. */
  aliases?: readonly string[];
  /** Kept by クリア: a filter that frames the list (the survey year) rather than narrowing it. */
  keep?: boolean;
}

export type FilterSpecs = Record<string, FilterSpec>;

type ValueOf<S extends FilterSpec> = S['kind'] extends 'int'
  ? number
  : S['kind'] extends 'flag'
    ? boolean
    : string;
export type FilterValues<F extends FilterSpecs> = { [K in keyof F]?: ValueOf<F[K]> };

export interface ListSpec<F extends FilterSpecs> {
  filters: F;
  /** The wire's sort keys; a `sort` outside them is dropped. Without it any snake_case key is taken. */
  sortKeys?: readonly string[];
}

export interface ListState<F extends FilterSpecs> {
  filters: FilterValues<F>;
  page: number;
  perPage: number;
  sort?: string;
  order?: SortOrder;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
const paramOf = (key: string, spec: FilterSpec) => spec.param ?? snake(key);

const positiveInt = (text: string | null): number | undefined => {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
};

function readFilter(
  params: URLSearchParams,
  key: string,
  spec: FilterSpec,
): string | number | boolean | undefined {
  const names = [paramOf(key, spec), ...(spec.aliases ?? [])];
  const raw = names
    .map((name) => params.get(name))
    .find((value) => value !== null)
    ?.trim();
  if (!raw) return undefined;
  if (spec.kind === 'int') return /^-?\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  if (spec.kind === 'flag') return raw === '1' || raw === 'true' ? true : undefined;
  return raw;
}

/** Reads a list's state from the URL; anything unknown or malformed falls back to the default. */
export function parseListQuery<F extends FilterSpecs>(
  params: URLSearchParams,
  spec: ListSpec<F>,
  defaults: FilterValues<F> = {},
): ListState<F> {
  const filters: Record<string, unknown> = {};
  for (const [key, filter] of Object.entries(spec.filters)) {
    const value = readFilter(params, key, filter) ?? defaults[key];
    if (value !== undefined) filters[key] = value;
  }
  const perPage = positiveInt(params.get('per_page'));
  const sort = params.get('sort');
  const order = params.get('order');
  const sortable =
    sort !== null && (spec.sortKeys ? spec.sortKeys.includes(sort) : /^[a-z][a-z0-9_]{0,49}$/.test(sort));
  const ordered = sortable && (order === 'asc' || order === 'desc');
  return {
    filters: filters as FilterValues<F>,
    page: positiveInt(params.get('page')) ?? 1,
    perPage: perPage && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    ...(ordered ? { sort, order } : {}),
  };
}

/** What a list call sends for a state: its filters, paging and sort (a page and its first data send the same). */
export const listCallQuery = <F extends FilterSpecs>(state: ListState<F>) => ({
  ...state.filters,
  page: state.page,
  perPage: state.perPage,
  sort: state.sort,
  order: state.order,
});

/**
 * Writes the state back over `base`, keeping parameters the list does not own (a tab), dropping the old names and
 * leaving defaults out so links stay short.
 */
export function writeListQuery<F extends FilterSpecs>(
  base: URLSearchParams,
  state: ListState<F>,
  spec: ListSpec<F>,
  defaults: FilterValues<F> = {},
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [key, filter] of Object.entries(spec.filters)) {
    const name = paramOf(key, filter);
    for (const alias of filter.aliases ?? []) params.delete(alias);
    const value = state.filters[key];
    if (value === undefined || value === '' || value === false || value === defaults[key])
      params.delete(name);
    else params.set(name, value === true ? '1' : String(value));
  }
  const set = (name: string, value: string | number | undefined) =>
    value === undefined ? params.delete(name) : params.set(name, String(value));
  set('page', state.page > 1 ? state.page : undefined);
  set('per_page', state.perPage !== DEFAULT_PER_PAGE ? state.perPage : undefined);
  set('sort', state.sort && state.order ? state.sort : undefined);
  set('order', state.sort && state.order ? state.order : undefined);
  return params;
}

/** Values as a form gives them: text trimmed, emptied fields left out. */
export function cleanFilters<F extends FilterSpecs>(
  spec: ListSpec<F>,
  values: FilterValues<F>,
): FilterValues<F> {
  const clean: Record<string, unknown> = {};
  for (const key of Object.keys(spec.filters)) {
    const value = values[key];
    const trimmed = typeof value === 'string' ? value.trim() : value;
    if (trimmed !== undefined && trimmed !== null && trimmed !== '' && trimmed !== false)
      clean[key] = trimmed;
  }
  return clean as FilterValues<F>;
}

/** True when a filter that narrows the list (not one クリア keeps) is set. */
export const isFiltered = <F extends FilterSpecs>(spec: ListSpec<F>, filters: FilterValues<F>): boolean =>
  Object.entries(spec.filters).some(([key, filter]) => !filter.keep && filters[key] !== undefined);

/** The filters クリア leaves: those marked `keep`. */
export const keptFilters = <F extends FilterSpecs>(
  spec: ListSpec<F>,
  filters: FilterValues<F>,
): FilterValues<F> =>
  Object.fromEntries(
    Object.entries(spec.filters)
      .filter(([key, filter]) => filter.keep && filters[key] !== undefined)
      .map(([key]) => [key, filters[key]]),
  ) as FilterValues<F>;

// The page sizes of the shared list table (@sdp/shared/ui/list), not imported from it: the detail and registration
// pages that share this module would then load the whole list table.
const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PER_PAGE = 20;

export type UserListTab = 'users' | 'application' | 'approval';

/** Filters, paging and sort of the user list and the application lists (camelCase: the client converts). */
export interface UserListFilters {
  name?: string;
  kana?: string;
  mail?: string;
  organization?: string;
  authorityGroupId?: string;
  status?: number;
  page: number;
  perPage: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

export type SearchValues = Pick<
  UserListFilters,
  'name' | 'kana' | 'mail' | 'organization' | 'authorityGroupId' | 'status'
>;

const TEXT_KEYS = [
  ['name', 'name'],
  ['kana', 'kana'],
  ['mail', 'mail'],
  ['organization', 'organization'],
  ['authorityGroupId', 'authority_group_id'],
] as const;

const positiveInt = (text: string | null): number | undefined => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 ? value : undefined;
};

export const tabOf = (params: URLSearchParams): UserListTab => {
  const tab = params.get('tab');
  return tab === 'application' || tab === 'approval' ? tab : 'users';
};

/** Reads the list's state from the URL; anything malformed falls back to the default. */
export function parseListQuery(params: URLSearchParams): UserListFilters {
  const query: UserListFilters = { page: positiveInt(params.get('page')) ?? 1, perPage: DEFAULT_PER_PAGE };
  for (const [key, param] of TEXT_KEYS) {
    const value = params.get(param)?.trim();
    if (value) query[key] = value;
  }
  const status = params.get('status');
  if (status !== null && /^\d+$/.test(status)) query.status = Number(status);
  const perPage = positiveInt(params.get('per_page'));
  if (perPage && (PAGE_SIZES as readonly number[]).includes(perPage)) query.perPage = perPage;
  const sort = params.get('sort');
  const order = params.get('order');
  if (sort && /^[a-z_]+$/.test(sort) && (order === 'asc' || order === 'desc')) {
    query.sort = sort;
    query.order = order;
  }
  return query;
}

/** Writes the state to the URL, defaults left out; the tab is kept. */
export function toSearchParams(tab: UserListTab, query: UserListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'users') params.set('tab', tab);
  for (const [key, param] of TEXT_KEYS) {
    const value = query[key];
    if (value) params.set(param, value);
  }
  if (query.status !== undefined) params.set('status', String(query.status));
  if (query.page > 1) params.set('page', String(query.page));
  if (query.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(query.perPage));
  if (query.sort && query.order) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  return params;
}

export const hasFilters = (query: UserListFilters): boolean =>
  Boolean(query.name || query.kana || query.mail || query.organization || query.authorityGroupId) ||
  query.status !== undefined;

import { isRole } from '@sdp/shared';
import {
  AUTHORITY_GROUP_SORT_KEYS,
  type AuthorityGroupListQuery,
  type AuthorityGroupSortKey,
} from '../api/get-authority-groups';

export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PER_PAGE = 20;

const positiveInt = (text: string | null): number | undefined => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
};

/** Reads the list's state from the URL; anything unknown or malformed falls back to the default. */
export function parseListQuery(params: URLSearchParams): AuthorityGroupListQuery {
  const keyword = params.get('keyword')?.trim() || undefined;
  const role = params.get('role_id');
  const perPage = positiveInt(params.get('per_page'));
  const sort = params.get('sort');
  const order = params.get('order');
  const isSortKey = (value: string | null): value is AuthorityGroupSortKey =>
    (AUTHORITY_GROUP_SORT_KEYS as readonly (string | null)[]).includes(value);
  return {
    keyword,
    roleId: role && isRole(role) ? role : undefined,
    page: positiveInt(params.get('page')) ?? 1,
    perPage: perPage && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    sort: isSortKey(sort) ? sort : undefined,
    order: isSortKey(sort) && (order === 'asc' || order === 'desc') ? order : undefined,
  };
}

/** Writes the list's state to the URL, leaving defaults out so links stay short. */
export function toSearchParams(query: AuthorityGroupListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.roleId) params.set('role_id', query.roleId);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(query.perPage));
  if (query.sort && query.order) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  return params;
}

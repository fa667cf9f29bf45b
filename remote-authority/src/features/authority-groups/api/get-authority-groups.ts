import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { AUTHORITY_GROUP_SORT_KEYS, call, isRole, listCallQuery, type Answer, type Camel } from '@sdp/shared';
import type { ListState } from '@sdp/shared/ui/list';
import type { z } from 'zod';
import type { authorityGroupListQuerySchema } from '@sdp/shared/contracts';
import { authorityGroupsKey } from './keys';

export type AuthorityGroupList = Answer<'listAuthorityGroups'>;
export type AuthorityGroupRow = AuthorityGroupList['authorityGroups'][number];

/** The list's filters, paging and sort as the contract defines them (camelCase: the client converts). */
export type AuthorityGroupListQuery = Camel<z.infer<typeof authorityGroupListQuerySchema>>;

/** The list's filters and sort in the URL (the page's and its first data's). */
export const AUTHORITY_LIST = {
  filters: { keyword: {}, roleId: {} },
  sortKeys: AUTHORITY_GROUP_SORT_KEYS,
} as const;

/** The call for a state of the list: a role the URL names that is no role is no filter. */
export function authorityGroupsQueryOf(
  state: ListState<(typeof AUTHORITY_LIST)['filters']>,
): AuthorityGroupListQuery {
  const { roleId, ...query } = listCallQuery(state);
  return {
    ...query,
    roleId: roleId && isRole(roleId) ? roleId : undefined,
    sort: query.sort as (typeof AUTHORITY_GROUP_SORT_KEYS)[number] | undefined,
  };
}

export const getAuthorityGroups = (query: AuthorityGroupListQuery) => call('listAuthorityGroups', { query });

export const authorityGroupsQueryOptions = (query: AuthorityGroupListQuery) =>
  queryOptions({
    queryKey: [...authorityGroupsKey, 'list', query],
    queryFn: () => getAuthorityGroups(query),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAuthorityGroups = (query: AuthorityGroupListQuery) =>
  useQuery(authorityGroupsQueryOptions(query));

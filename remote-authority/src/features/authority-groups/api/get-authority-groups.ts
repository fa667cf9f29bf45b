import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel, type Role } from '@sdp/shared';
import type { z } from 'zod';
import type { authorityGroupListResponseSchema } from '@sdp/shared/contracts';
import { authorityGroupsKey } from './keys';

type ListResponse = z.infer<typeof authorityGroupListResponseSchema>;
export type AuthorityGroupList = Camel<ListResponse>;
export type AuthorityGroupRow = AuthorityGroupList['authorityGroups'][number];

export const AUTHORITY_GROUP_SORT_KEYS = [
  'authority_group_id',
  'authority_group_name',
  'user_count',
] as const;
export type AuthorityGroupSortKey = (typeof AUTHORITY_GROUP_SORT_KEYS)[number];

export interface AuthorityGroupListQuery {
  keyword?: string;
  roleId?: Role;
  page: number;
  perPage: number;
  sort?: AuthorityGroupSortKey;
  order?: 'asc' | 'desc';
}

export const getAuthorityGroups = (query: AuthorityGroupListQuery) =>
  api.get<ListResponse>('/authority/groups', { query: { ...query } });

export const authorityGroupsQueryOptions = (query: AuthorityGroupListQuery) =>
  queryOptions({
    queryKey: [...authorityGroupsKey, 'list', query],
    queryFn: () => getAuthorityGroups(query),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAuthorityGroups = (query: AuthorityGroupListQuery) =>
  useQuery(authorityGroupsQueryOptions(query));

import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { authorityGroupListQuerySchema } from '@sdp/shared/contracts';
import { authorityGroupsKey } from './keys';

export type AuthorityGroupList = Answer<'listAuthorityGroups'>;
export type AuthorityGroupRow = AuthorityGroupList['authorityGroups'][number];

/** The list's filters, paging and sort as the contract defines them (camelCase: the client converts). */
export type AuthorityGroupListQuery = Camel<z.infer<typeof authorityGroupListQuerySchema>>;

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

import { queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer } from '@sdp/shared';
import { authorityRolesKey } from './keys';

export type AuthorityRole = Answer<'listRoles'>['roles'][number];

export const getAuthorityRoles = () => call('listRoles', {});

export const authorityRolesQueryOptions = () =>
  queryOptions({
    queryKey: authorityRolesKey,
    queryFn: getAuthorityRoles,
    select: (data) => data.roles,
    // The role catalogue changes only with a release.
    staleTime: Infinity,
  });

export const useAuthorityRoles = () => useQuery(authorityRolesQueryOptions());

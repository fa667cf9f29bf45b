import { queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { rolesResponseSchema } from '@sdp/shared/contracts';
import { authorityRolesKey } from './keys';

type RolesResponse = z.infer<typeof rolesResponseSchema>;
export type AuthorityRole = Camel<RolesResponse['roles'][number]>;

export const getAuthorityRoles = () => api.get<RolesResponse>('/authority/roles');

export const authorityRolesQueryOptions = () =>
  queryOptions({
    queryKey: authorityRolesKey,
    queryFn: getAuthorityRoles,
    select: (data) => data.roles,
    // The role catalogue changes only with a release.
    staleTime: Infinity,
  });

export const useAuthorityRoles = () => useQuery(authorityRolesQueryOptions());

import { queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer } from '@sdp/shared';
import { authorityGroupDetailKey } from './keys';

export type AuthorityGroupDetail = Answer<'getAuthorityGroup'>;

export const getAuthorityGroup = (id: string) =>
  call('getAuthorityGroup', { params: { authority_group_id: id } });

export const authorityGroupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: authorityGroupDetailKey(id),
    queryFn: () => getAuthorityGroup(id),
    // An edit form works on one snapshot: its version decides whether the save is stale.
    staleTime: 0,
  });

export const useAuthorityGroup = (id: string) => useQuery(authorityGroupQueryOptions(id));

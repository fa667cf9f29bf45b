import { queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { authorityGroupDetailSchema } from '@sdp/shared/contracts';
import { authorityGroupDetailKey } from './keys';

export type AuthorityGroupDetail = Camel<z.infer<typeof authorityGroupDetailSchema>>;

export const getAuthorityGroup = (id: string) =>
  api.get<z.infer<typeof authorityGroupDetailSchema>>(`/authority/groups/${encodeURIComponent(id)}`);

export const authorityGroupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: authorityGroupDetailKey(id),
    queryFn: () => getAuthorityGroup(id),
    // An edit form works on one snapshot: its version decides whether the save is stale.
    staleTime: 0,
  });

export const useAuthorityGroup = (id: string) => useQuery(authorityGroupQueryOptions(id));

import { useQuery } from '@sdp/shared/query';
import { api } from '@sdp/shared';
import type { AuthorityAllResponse } from '@sdp/shared/contracts';

/** The signed-in user's id: own applications may be withdrawn, but not accepted. */
export const useMyUserId = (): string | undefined =>
  useQuery({
    queryKey: ['authority', 'all'],
    queryFn: () => api.get<AuthorityAllResponse>('/authority/all'),
    staleTime: 300_000,
    select: (data) => data.userId,
  }).data;

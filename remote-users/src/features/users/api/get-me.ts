import { useQuery } from '@sdp/shared/query';
import { call } from '@sdp/shared';

/** The signed-in user's id: own applications may be withdrawn, but not accepted. */
export const useMyUserId = (): string | undefined =>
  useQuery({
    queryKey: ['authority', 'all'],
    queryFn: () => call('getOwnRoles', {}),
    staleTime: 300_000,
    select: (data) => data.userId,
  }).data;

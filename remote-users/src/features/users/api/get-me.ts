import { useQuery } from '@sdp/shared/query';
import { ownRolesQueryOptions } from '@sdp/shared';

/** The signed-in user's id: own applications may be withdrawn, but not accepted. */
export const useMyUserId = (): string | undefined =>
  useQuery({ ...ownRolesQueryOptions, select: (data) => data.userId }).data;

import { call } from '../api/call';
import { queryOptions } from '../query';

/**
 * GET /authority/all as a query: the shell loads it at start and on sign-in (loadAuthority) and leaves the answer
 * under this key, so a page that reads it (the caller's user id) finds it there instead of asking a second time.
 */
export const ownRolesQueryOptions = queryOptions({
  queryKey: ['authority', 'all'] as const,
  queryFn: () => call('getOwnRoles', {}),
  staleTime: 300_000,
});

import { queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { UserDetail as WireUserDetail } from '@sdp/shared/contracts';
import { userDetailKey } from './keys';

export type UserDetail = Camel<WireUserDetail>;
export type ApplyHistory = UserDetail['allApplyHistoryList'][number];
export type CommentEntry = ApplyHistory['applyHistoryList'][number];

export const getUser = (id: string) => api.get<WireUserDetail>(`/users/${encodeURIComponent(id)}`);
export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: userDetailKey(id), queryFn: () => getUser(id), enabled: Boolean(id) });
export const useUser = (id: string) => useQuery(userQueryOptions(id));

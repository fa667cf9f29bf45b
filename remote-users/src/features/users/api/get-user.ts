import { queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer } from '@sdp/shared';
import { userDetailKey } from './keys';

export type UserDetail = Answer<'getUser'>;
export type ApplyHistory = UserDetail['allApplyHistoryList'][number];
export type CommentEntry = ApplyHistory['applyHistoryList'][number];

export const getUser = (id: string) => call('getUser', { params: { id } });
export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: userDetailKey(id), queryFn: () => getUser(id), enabled: Boolean(id) });
export const useUser = (id: string) => useQuery(userQueryOptions(id));

import { queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer } from '@sdp/shared';
import { applicationDetailKey } from './keys';

export type ApplicationDetail = Answer<'getApplication'>;

export const getApplication = (id: string, applyIndex: number) =>
  call('getApplication', { params: { id, applyIndex } });

export const applicationQueryOptions = (id: string, applyIndex: number | undefined) =>
  queryOptions({
    queryKey: applicationDetailKey(id, applyIndex ?? 0),
    queryFn: () => getApplication(id, applyIndex ?? 0),
    enabled: Boolean(id) && applyIndex !== undefined,
  });
export const useApplication = (id: string, applyIndex: number | undefined) =>
  useQuery(applicationQueryOptions(id, applyIndex));

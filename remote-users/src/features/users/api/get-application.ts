import { queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { ApplicationDetail as WireApplicationDetail } from '@sdp/shared/contracts';
import { applicationDetailKey } from './keys';

export type ApplicationDetail = Camel<WireApplicationDetail>;

export const getApplication = (id: string, applyIndex: number) =>
  api.get<WireApplicationDetail>(`/users/${encodeURIComponent(id)}/applications/${applyIndex}`);

export const applicationQueryOptions = (id: string, applyIndex: number | undefined) =>
  queryOptions({
    queryKey: applicationDetailKey(id, applyIndex ?? 0),
    queryFn: () => getApplication(id, applyIndex ?? 0),
    enabled: Boolean(id) && applyIndex !== undefined,
  });
export const useApplication = (id: string, applyIndex: number | undefined) =>
  useQuery(applicationQueryOptions(id, applyIndex));

import { queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer } from '@sdp/shared';
import { corporationDetailKey } from './keys';

export type CorporationDetail = Answer<'getCorporation'>;

/** GET /organizations/corporation/{id}. */
const getCorporation = (id: number) => call('getCorporation', { params: { id } });

const corporationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: corporationDetailKey(id),
    queryFn: () => getCorporation(id),
    // An edit form works on one snapshot: its version decides whether the save is stale.
    staleTime: 0,
  });

/** A malformed id (undefined) asks nothing: the page says the record is not found. */
export const useCorporation = (id: number | undefined) =>
  useQuery({ ...corporationQueryOptions(id ?? 0), enabled: id !== undefined });

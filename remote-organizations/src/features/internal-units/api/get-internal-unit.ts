import { queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer } from '@sdp/shared';
import { internalUnitDetailKey } from './keys';

export type InternalUnitDetail = Answer<'getInternalUnit'>;

/** GET /organizations/internal/{id}. */
const getInternalUnit = (id: number) => call('getInternalUnit', { params: { id } });

const internalUnitQueryOptions = (id: number) =>
  queryOptions({
    queryKey: internalUnitDetailKey(id),
    queryFn: () => getInternalUnit(id),
    // An edit form works on one snapshot: its version decides whether the save is stale.
    staleTime: 0,
  });

/** A malformed id (undefined) asks nothing: the page says the record is not found. */
export const useInternalUnit = (id: number | undefined) =>
  useQuery({ ...internalUnitQueryOptions(id ?? 0), enabled: id !== undefined });

import { queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { internalUnitSchema } from '@sdp/shared/contracts';
import { internalUnitDetailKey } from './keys';

type DetailResponse = z.infer<typeof internalUnitSchema>;
export type InternalUnitDetail = Camel<DetailResponse>;

/** GET /organizations/internal/{id}. */
const getInternalUnit = (id: number) => api.get<DetailResponse>(`/organizations/internal/${id}`);

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

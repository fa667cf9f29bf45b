import { queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { corporationDetailSchema } from '@sdp/shared/contracts';
import { corporationDetailKey } from './keys';

type DetailResponse = z.infer<typeof corporationDetailSchema>;
export type CorporationDetail = Camel<DetailResponse>;

/** GET /organizations/corporation/{id}. */
const getCorporation = (id: number) => api.get<DetailResponse>(`/organizations/corporation/${id}`);

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

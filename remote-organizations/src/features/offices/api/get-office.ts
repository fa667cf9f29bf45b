import { queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { officeDetailSchema } from '@sdp/shared/contracts';
import { officeDetailKey } from './keys';

type DetailResponse = z.infer<typeof officeDetailSchema>;
export type OfficeDetail = Camel<DetailResponse>;

/** GET /organizations/office/{id}. */
const getOffice = (id: number) => api.get<DetailResponse>(`/organizations/office/${id}`);

const officeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: officeDetailKey(id),
    queryFn: () => getOffice(id),
    // An edit form works on one snapshot: its version decides whether the save is stale.
    staleTime: 0,
  });

/** A malformed id (undefined) asks nothing: the page says the record is not found. */
export const useOffice = (id: number | undefined) =>
  useQuery({ ...officeQueryOptions(id ?? 0), enabled: id !== undefined });

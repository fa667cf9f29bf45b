import { queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer } from '@sdp/shared';
import { officeDetailKey } from './keys';

export type OfficeDetail = Answer<'getOffice'>;

/** GET /organizations/office/{id}. */
const getOffice = (id: number) => call('getOffice', { params: { id } });

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

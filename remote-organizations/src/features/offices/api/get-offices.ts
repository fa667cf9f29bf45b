import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel, type QueryValue } from '@sdp/shared';
import type { z } from 'zod';
import type { officeListResponseSchema, officeSchema } from '@sdp/shared/contracts';
import { officesKey } from './keys';

type ListResponse = z.infer<typeof officeListResponseSchema>;
export type Office = Camel<z.infer<typeof officeSchema>>;

/** GET /organizations/office: one page of a survey year's offices. */
const getOffices = (query: Record<string, QueryValue>) =>
  api.get<ListResponse>('/organizations/office', { query });

const officesQueryOptions = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: [...officesKey, 'list', query],
    queryFn: () => getOffices(query),
    // Paging and filtering keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useOffices = (query: Record<string, QueryValue>) => useQuery(officesQueryOptions(query));

import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel, type QueryValue } from '@sdp/shared';
import type { z } from 'zod';
import type { internalListResponseSchema, internalUnitSchema } from '@sdp/shared/contracts';
import { internalUnitsKey } from './keys';

type ListResponse = z.infer<typeof internalListResponseSchema>;
export type InternalUnit = Camel<z.infer<typeof internalUnitSchema>>;

/** GET /organizations/internal: one page of a survey year's internal organisation units. */
const getInternalUnits = (query: Record<string, QueryValue>) =>
  api.get<ListResponse>('/organizations/internal', { query });

const internalUnitsQueryOptions = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: [...internalUnitsKey, 'list', query],
    queryFn: () => getInternalUnits(query),
    // Paging and filtering keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useInternalUnits = (query: Record<string, QueryValue>) =>
  useQuery(internalUnitsQueryOptions(query));

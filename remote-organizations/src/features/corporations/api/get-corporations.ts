import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel, type QueryValue } from '@sdp/shared';
import type { z } from 'zod';
import type { corporationListResponseSchema, corporationSchema } from '@sdp/shared/contracts';
import { corporationsKey } from './keys';

type ListResponse = z.infer<typeof corporationListResponseSchema>;
export type Corporation = Camel<z.infer<typeof corporationSchema>>;

/** GET /organizations/corporation: one page of a survey year's related companies. */
const getCorporations = (query: Record<string, QueryValue>) =>
  api.get<ListResponse>('/organizations/corporation', { query });

const corporationsQueryOptions = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: [...corporationsKey, 'list', query],
    queryFn: () => getCorporations(query),
    // Paging and filtering keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useCorporations = (query: Record<string, QueryValue>) =>
  useQuery(corporationsQueryOptions(query));

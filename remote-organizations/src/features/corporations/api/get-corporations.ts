import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer, type CallInput } from '@sdp/shared';
import { corporationsKey } from './keys';

type ListQuery = CallInput<'listCorporations'>['query'];
export type Corporation = Answer<'listCorporations'>['corporations'][number];

/** GET /organizations/corporation: one page of a survey year's related companies. */
const getCorporations = (query: ListQuery) => call('listCorporations', { query });

const corporationsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...corporationsKey, 'list', query],
    queryFn: () => getCorporations(query),
    // Paging and filtering keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useCorporations = (query: ListQuery) => useQuery(corporationsQueryOptions(query));

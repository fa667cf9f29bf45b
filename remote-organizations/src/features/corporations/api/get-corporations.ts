import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer, type CallInput } from '@sdp/shared';
import { corporationsKey } from './keys';

export type CorporationListQuery = CallInput<'listCorporations'>['query'];
type ListQuery = CorporationListQuery;
export type Corporation = Answer<'listCorporations'>['corporations'][number];

/** The list's filters in the URL (the tab's and its first data's). */
export const CORPORATION_FILTER_KEYS = ['internalExternalClassCode', 'surveyTargetClass', 'keyword'] as const;

/** GET /organizations/corporation: one page of a survey year's related companies. */
const getCorporations = (query: ListQuery) => call('listCorporations', { query });

export const corporationsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...corporationsKey, 'list', query],
    queryFn: () => getCorporations(query),
    // Paging and filtering keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useCorporations = (query: ListQuery) => useQuery(corporationsQueryOptions(query));

import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer, type CallInput } from '@sdp/shared';
import { internalUnitsKey } from './keys';

type ListQuery = CallInput<'listInternalUnits'>['query'];
export type InternalUnit = Answer<'listInternalUnits'>['organizations'][number];

/** The list's filters in the URL (the tab's and its first data's). */
export const INTERNAL_UNIT_FILTER_KEYS = ['groupCode', 'keyword'] as const;

/** GET /organizations/internal: one page of a survey year's internal organisation units. */
const getInternalUnits = (query: ListQuery) => call('listInternalUnits', { query });

export const internalUnitsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...internalUnitsKey, 'list', query],
    queryFn: () => getInternalUnits(query),
    // Paging and filtering keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useInternalUnits = (query: ListQuery) => useQuery(internalUnitsQueryOptions(query));

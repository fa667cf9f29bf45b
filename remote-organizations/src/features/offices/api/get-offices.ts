import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer, type CallInput } from '@sdp/shared';
import { officesKey } from './keys';

type ListQuery = CallInput<'listOffices'>['query'];
export type Office = Answer<'listOffices'>['offices'][number];

/** The list's filters in the URL (the tab's and its first data's). */
export const OFFICE_FILTER_KEYS = ['officeClass', 'surveyTargetClass', 'keyword'] as const;

/** GET /organizations/office: one page of a survey year's offices. */
const getOffices = (query: ListQuery) => call('listOffices', { query });

export const officesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...officesKey, 'list', query],
    queryFn: () => getOffices(query),
    // Paging and filtering keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useOffices = (query: ListQuery) => useQuery(officesQueryOptions(query));

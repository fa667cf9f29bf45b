import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer, type CallInput } from '@sdp/shared';
import type { UserListFilters } from '../components/list-query';
import { applicationListKey } from './keys';

export type ApplicationList = Answer<'listApplications'>;
export type ApplicationRow = ApplicationList['applications'][number];
export type ApplicationScope = 'application' | 'approval';

/** The list's state as the call's query: its sort is the URL's (the server refuses one it does not sort by). */
export const getApplications = (query: UserListFilters & { scope: ApplicationScope }) =>
  call('listApplications', { query: query as CallInput<'listApplications'>['query'] });

export const applicationsQueryOptions = (query: UserListFilters & { scope: ApplicationScope }) =>
  queryOptions({
    queryKey: [...applicationListKey, query],
    queryFn: () => getApplications(query),
    placeholderData: keepPreviousData,
  });

export const useApplications = (query: UserListFilters & { scope: ApplicationScope }, enabled = true) =>
  useQuery({ ...applicationsQueryOptions(query), enabled });

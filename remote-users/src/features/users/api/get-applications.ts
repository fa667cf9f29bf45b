import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { applicationListResponseSchema } from '@sdp/shared/contracts';
import type { UserListFilters } from '../components/list-query';
import { applicationListKey } from './keys';

type ListResponse = z.infer<typeof applicationListResponseSchema>;
export type ApplicationList = Camel<ListResponse>;
export type ApplicationRow = ApplicationList['applications'][number];
export type ApplicationScope = 'application' | 'approval';

export const getApplications = (query: UserListFilters & { scope: ApplicationScope }) =>
  api.get<ListResponse>('/users/applying', { query: { ...query } });

export const applicationsQueryOptions = (query: UserListFilters & { scope: ApplicationScope }) =>
  queryOptions({
    queryKey: [...applicationListKey, query],
    queryFn: () => getApplications(query),
    placeholderData: keepPreviousData,
  });

export const useApplications = (query: UserListFilters & { scope: ApplicationScope }, enabled = true) =>
  useQuery({ ...applicationsQueryOptions(query), enabled });

import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { userListResponseSchema } from '@sdp/shared/contracts';
import type { UserListFilters } from '../components/list-query';
import { userListKey } from './keys';

type ListResponse = z.infer<typeof userListResponseSchema>;
export type UserList = Camel<ListResponse>;
export type UserRow = UserList['users'][number];

export const getUsers = (query: UserListFilters) => api.get<ListResponse>('/users', { query: { ...query } });

export const usersQueryOptions = (query: UserListFilters) =>
  queryOptions({
    queryKey: [...userListKey, query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UserListFilters, enabled = true) =>
  useQuery({ ...usersQueryOptions(query), enabled });

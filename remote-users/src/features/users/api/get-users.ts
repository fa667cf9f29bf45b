import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer, type CallInput } from '@sdp/shared';
import type { UserListFilters } from '../components/list-query';
import { userListKey } from './keys';

export type UserList = Answer<'listUsers'>;
export type UserRow = UserList['users'][number];

/** The list's state as the call's query: its sort is the URL's (the server refuses one it does not sort by). */
export const getUsers = (query: UserListFilters) =>
  call('listUsers', { query: query as CallInput<'listUsers'>['query'] });

export const usersQueryOptions = (query: UserListFilters) =>
  queryOptions({
    queryKey: [...userListKey, query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UserListFilters, enabled = true) =>
  useQuery({ ...usersQueryOptions(query), enabled });

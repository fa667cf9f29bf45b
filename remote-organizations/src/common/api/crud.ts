import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@sdp/shared/query';
import { api, type Camel, type QueryValue } from '@sdp/shared';

export interface DeleteInput {
  id: number;
  version: number;
}

/**
 * The five calls every organisation master shares (spec §7: GET list, GET detail by id, POST, PUT, DELETE on one
 * path; updates and deletes carry id and version in the body). `ListWire` and `DetailWire` are contract types.
 */
export function crudEndpoints<ListWire, DetailWire>(path: string, key: readonly unknown[]) {
  const listOptions = (query: Record<string, QueryValue>) =>
    queryOptions<Camel<ListWire>>({
      queryKey: [...key, 'list', query],
      queryFn: () => api.get<ListWire>(path, { query }),
      // Paging and filtering keep the previous rows on screen until the next ones arrive.
      placeholderData: keepPreviousData,
    });
  const detailOptions = (id: number) =>
    queryOptions<Camel<DetailWire>>({
      queryKey: [...key, 'detail', id],
      queryFn: () => api.get<DetailWire>(`${path}/${id}`),
      staleTime: 0,
    });
  const useInvalidate = () => {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey: key });
  };
  return {
    key,
    listOptions,
    detailOptions,
    useList: (query: Record<string, QueryValue>) => useQuery(listOptions(query)),
    // A malformed id (undefined) asks nothing: the page says the record is not found.
    useDetail: (id: number | undefined) => useQuery({ ...detailOptions(id ?? 0), enabled: id !== undefined }),
    useCreate: <Body extends object>() => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (body: Body) => api.post<DetailWire>(path, { body }),
        onSuccess: invalidate,
      });
    },
    useUpdate: <Body extends object>() => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (body: Body) => api.put<DetailWire>(path, { body }),
        onSuccess: invalidate,
      });
    },
    useDelete: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (body: DeleteInput) => api.delete<unknown>(path, { body }),
        onSuccess: invalidate,
      });
    },
  };
}

import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer, type CallInput } from '@sdp/shared';

type SupplierQuery = CallInput<'listSuppliers'>['query'];
export type Supplier = Answer<'listSuppliers'>['suppliers'][number];

export const suppliersKey = ['suppliers'] as const;

/** The list's filters in the URL (the page's and its first data's). */
export const SUPPLIER_FILTER_KEYS = ['departmentCode', 'keyword'] as const;

/** GET /suppliers: the clients of a survey year. */
export const suppliersQueryOptions = (query: SupplierQuery) =>
  queryOptions({
    queryKey: [...suppliersKey, query],
    queryFn: () => call('listSuppliers', { query }),
    placeholderData: keepPreviousData,
  });
export const useSuppliers = (query: SupplierQuery) => useQuery(suppliersQueryOptions(query));

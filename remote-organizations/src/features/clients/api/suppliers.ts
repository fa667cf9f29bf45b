import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel, type QueryValue } from '@sdp/shared';
import type { z } from 'zod';
import type { supplierListResponseSchema } from '@sdp/shared/contracts';

type SupplierListWire = z.infer<typeof supplierListResponseSchema>;
export type Supplier = Camel<SupplierListWire>['suppliers'][number];

export const suppliersKey = ['suppliers'] as const;

/** GET /suppliers: the clients of a survey year. */
const suppliersQueryOptions = (query: Record<string, QueryValue>) =>
  queryOptions<Camel<SupplierListWire>>({
    queryKey: [...suppliersKey, query],
    queryFn: () => api.get<SupplierListWire>('/suppliers', { query }),
    placeholderData: keepPreviousData,
  });
export const useSuppliers = (query: Record<string, QueryValue>) => useQuery(suppliersQueryOptions(query));

import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { AuditEventsQuery, AuditEventsResponse } from '@sdp/shared/contracts';

export type AuditEventsFilter = Camel<Omit<AuditEventsQuery, 'sort' | 'order'>>;
export type AuditEvents = Camel<AuditEventsResponse>;
export type AuditEventRow = AuditEvents['events'][number];

export const auditEventsKey = ['audit-events'] as const;

/** GET /audit_events: the trail, filtered and paged, newest first. */
export const auditEventsQueryOptions = (filter: AuditEventsFilter) =>
  queryOptions({
    queryKey: [...auditEventsKey, filter],
    queryFn: ({ signal }) => api.get<AuditEvents>('/audit_events', { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditEvents = (filter: AuditEventsFilter) => useQuery(auditEventsQueryOptions(filter));

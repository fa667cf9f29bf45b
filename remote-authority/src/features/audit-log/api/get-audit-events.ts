import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer, type Camel } from '@sdp/shared';
import type { AuditEventsQuery } from '@sdp/shared/contracts';

export type AuditEventsFilter = Camel<Omit<AuditEventsQuery, 'sort' | 'order'>>;
export type AuditEvents = Answer<'listAuditEvents'>;
export type AuditEventRow = AuditEvents['events'][number];

export const auditEventsKey = ['audit-events'] as const;

/** GET /audit_events: the trail, filtered and paged, newest first. */
export const auditEventsQueryOptions = (filter: AuditEventsFilter) =>
  queryOptions({
    queryKey: [...auditEventsKey, filter],
    queryFn: ({ signal }) => call('listAuditEvents', { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditEvents = (filter: AuditEventsFilter) => useQuery(auditEventsQueryOptions(filter));

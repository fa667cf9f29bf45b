import { keepPreviousData, queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer, type Camel } from '@sdp/shared';
import type { AuditEventsQuery } from '@sdp/shared/contracts';
import { AUDIT_ENTITY_LABELS } from '@sdp/shared/domain';
import type { FilterValues, ListState } from '@sdp/shared/ui/list';

export type AuditEventsFilter = Camel<Omit<AuditEventsQuery, 'sort' | 'order'>>;
export type AuditEvents = Answer<'listAuditEvents'>;
export type AuditEventRow = AuditEvents['events'][number];

export const auditEventsKey = ['audit-events'] as const;

/** The filters in the URL (the page's and its first data's): a link or Back shows the same events. */
export const AUDIT_LIST = {
  filters: {
    from: {},
    to: {},
    userId: {},
    entity: {},
    entityKey: {},
    surveyFy: { kind: 'int' },
  },
} as const;
type AuditListFilters = (typeof AUDIT_LIST)['filters'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const entityOf = (entity: string | undefined) =>
  entity && Object.hasOwn(AUDIT_ENTITY_LABELS, entity)
    ? (entity as keyof typeof AUDIT_ENTITY_LABELS)
    : undefined;

/** The search of the URL's filters: a hand-edited date or entity the server does not know is no filter, not an error. */
export function auditFiltersOf(filters: FilterValues<AuditListFilters>) {
  const { from, to, entity, ...rest } = filters;
  return {
    ...rest,
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    entity: entityOf(entity),
  };
}

/** The call for a state of the list: its search and page. */
export const auditEventsQueryOf = (state: ListState<AuditListFilters>): AuditEventsFilter => ({
  ...auditFiltersOf(state.filters),
  page: state.page,
  perPage: state.perPage,
});

/** GET /audit_events: the trail, filtered and paged, newest first. */
export const auditEventsQueryOptions = (filter: AuditEventsFilter) =>
  queryOptions({
    queryKey: [...auditEventsKey, filter],
    queryFn: ({ signal }) => call('listAuditEvents', { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditEvents = (filter: AuditEventsFilter) => useQuery(auditEventsQueryOptions(filter));

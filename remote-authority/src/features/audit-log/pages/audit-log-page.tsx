import type { ComponentProps } from 'react';
import { findRoute } from '@sdp/shared';
import { DataScopeLabel, PageHeader, Panel } from '@sdp/shared/ui';
import { ExportButton } from '@sdp/shared/ui/app';
import { useQueryClient } from '@sdp/shared/query';
import { useFitPage, useListQuery, useStableValue } from '@sdp/shared/ui/list';
import {
  AUDIT_LIST,
  auditEventsQueryOf,
  auditEventsQueryOptions,
  auditFiltersOf,
  useAuditEvents,
} from '../api/get-audit-events';
import { AuditFilters, type AuditFilterValues } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

const NO_USERS: ComponentProps<typeof AuditFilters>['users'] = [];

/** 変更履歴: every change to master data and the user workflow, who made it and what it was before. */
export default function AuditLogPage() {
  const queryClient = useQueryClient();
  const list = useListQuery(AUDIT_LIST);
  const filters = useStableValue<AuditFilterValues>(auditFiltersOf(list.filters));
  const events = useAuditEvents(auditEventsQueryOf(list));
  useFitPage(list, events.data?.total);
  // Each page's answer names its own users: the same names keep the form as it was.
  const users = useStableValue(events.data?.users ?? NO_USERS);
  return (
    <>
      <PageHeader title={findRoute('maintenance-audit-log').title} />
      <DataScopeLabel />
      <AuditFilters values={filters} users={users} onSearch={list.search} onClear={list.clear} />
      <Panel>
        <AuditTable
          rows={events.data?.events}
          total={events.data?.total}
          page={list.page}
          perPage={list.perPage}
          filtered={list.filtered}
          result={events}
          onPage={(page, perPage) => list.changeTable({ page, perPage })}
          prefetch={(page, perPage) =>
            queryClient.prefetchQuery(auditEventsQueryOptions(auditEventsQueryOf({ ...list, page, perPage })))
          }
          // Every event the search shows, not only this page of them.
          extra={<ExportButton operation="exportAuditEvents" query={filters} />}
        />
      </Panel>
    </>
  );
}

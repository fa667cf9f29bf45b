import { findRoute } from '@sdp/shared';
import { DataScopeLabel, PageHeader, Panel } from '@sdp/shared/ui';
import { ExportButton } from '@sdp/shared/ui/app';
import { AUDIT_ENTITY_LABELS } from '@sdp/shared/ui/audit-log';
import { useFitPage, useListQuery } from '@sdp/shared/ui/list';
import { useAuditEvents } from '../api/get-audit-events';
import { AuditFilters, type AuditFilterValues } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** The filters in the URL: a link or Back shows the same events (the wire's names: from, to, user_id, …). */
const AUDIT_LIST = {
  filters: {
    from: {},
    to: {},
    userId: {},
    entity: {},
    entityKey: {},
    surveyFy: { kind: 'int' },
  },
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const entityOf = (entity: string | undefined) =>
  entity && Object.hasOwn(AUDIT_ENTITY_LABELS, entity)
    ? (entity as keyof typeof AUDIT_ENTITY_LABELS)
    : undefined;

/** 変更履歴: every change to master data and the user workflow, who made it and what it was before. */
export default function AuditLogPage() {
  const list = useListQuery(AUDIT_LIST);
  const { from, to, entity, ...rest } = list.filters;
  // A hand-edited link with a date or an entity the server does not know shows every event, not an error.
  const filters: AuditFilterValues = {
    ...rest,
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    entity: entityOf(entity),
  };
  const events = useAuditEvents({ ...filters, page: list.page, perPage: list.perPage });
  useFitPage(list, events.data?.total);
  return (
    <>
      <PageHeader title={findRoute('maintenance-audit-log').title} />
      <DataScopeLabel />
      <AuditFilters
        values={filters}
        users={events.data?.users ?? []}
        onSearch={list.search}
        onClear={list.clear}
      />
      <Panel>
        <AuditTable
          rows={events.data?.events}
          total={events.data?.total}
          page={list.page}
          perPage={list.perPage}
          filtered={list.filtered}
          result={events}
          onPage={(page, perPage) => list.changeTable({ page, perPage })}
          // Every event the search shows, not only this page of them.
          extra={<ExportButton operation="exportAuditEvents" query={filters} />}
        />
      </Panel>
    </>
  );
}

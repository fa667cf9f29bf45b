import { useState } from 'react';
import { findRoute } from '@sdp/shared';
import { DataScopeLabel, PageHeader, Panel } from '@sdp/shared/ui';
import { ExportButton } from '@sdp/shared/ui/app';
import { useAuditEvents } from '../api/get-audit-events';
import { AuditFilters, type AuditFilterValues } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** 変更履歴: every change to master data and the user workflow, who made it and what it was before. */
export default function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const events = useAuditEvents({ ...filters, ...paging });
  return (
    <>
      <PageHeader title={findRoute('maintenance-audit-log').title} />
      <DataScopeLabel />
      <Panel>
        <AuditFilters
          values={filters}
          users={events.data?.users ?? []}
          onSearch={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          onClear={() => {
            setFilters({});
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
        <AuditTable
          rows={events.data?.events}
          total={events.data?.total}
          page={paging.page}
          perPage={paging.perPage}
          filtered={Object.values(filters).some((value) => value !== undefined && value !== '')}
          result={events}
          onPage={(page, perPage) =>
            setPaging((current) => ({ page: perPage === current.perPage ? page : 1, perPage }))
          }
          // Every event the search shows, not only this page of them.
          extra={<ExportButton operation="exportAuditEvents" query={filters} />}
        />
      </Panel>
    </>
  );
}

import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@sdp/shared/ui/history';
import { formatJapanDateTime } from '@sdp/shared/domain';
import { EmptyText } from '@sdp/shared/ui';
import { Table, type TableColumnsType } from '@sdp/shared/ui/table';
import type { AuditEventRow } from '../api/get-audit-events';
import { AuditChanges } from './audit-changes';

const label = (labels: Readonly<Record<string, string>>, id: string) => labels[id] ?? id;

const COLUMNS: TableColumnsType<AuditEventRow> = [
  { title: '日時', dataIndex: 'occurredAt', width: 150, render: (at: string) => formatJapanDateTime(at) },
  {
    title: 'ユーザー',
    render: (_, event) =>
      event.userName ? `${event.userName}（${event.userId ?? ''}）` : (event.userId ?? '—'),
  },
  { title: '操作', dataIndex: 'action', render: (action: string) => label(AUDIT_ACTION_LABELS, action) },
  { title: '対象', dataIndex: 'entity', render: (entity: string) => label(AUDIT_ENTITY_LABELS, entity) },
  { title: 'キー', dataIndex: 'entityKey' },
  { title: '年度', dataIndex: 'surveyFy', render: (fy: number | null) => (fy ? `${fy}年度` : '—') },
  { title: '変更内容', dataIndex: 'changes', render: (_, event) => <AuditChanges changes={event.changes} /> },
  { title: '備考', dataIndex: 'note', render: (note: string | null) => note ?? '' },
];

interface Props {
  rows: AuditEventRow[] | undefined;
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  onPage: (page: number, perPage: number) => void;
}

/** The events, newest first, paged on the server. */
export function AuditTable({ rows, total, page, perPage, loading, onPage }: Props) {
  return (
    <Table<AuditEventRow>
      aria-label="変更履歴一覧"
      size="small"
      rowKey="id"
      columns={COLUMNS}
      dataSource={rows ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyText>条件に一致する変更履歴はありません</EmptyText> }}
      pagination={{
        current: page,
        pageSize: perPage,
        total,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        showTotal: (count, [from, to]) => `全${count}件中 ${from}〜${to}件`,
        onChange: onPage,
      }}
    />
  );
}

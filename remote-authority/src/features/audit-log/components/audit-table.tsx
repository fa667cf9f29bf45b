import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AuditChangeList,
  AuditNote,
  auditActorText,
} from '@sdp/shared/ui/audit-log';
import { formatJapanDateTime } from '@sdp/shared/domain';
import type { ReactNode } from 'react';
import { ListTable, type ListResult } from '@sdp/shared/ui/list';
import type { ListColumn } from '@sdp/shared/ui/list';
import type { AuditEventRow } from '../api/get-audit-events';

const label = (labels: Readonly<Record<string, string>>, id: string) => labels[id] ?? id;

const COLUMNS: ListColumn<AuditEventRow>[] = [
  {
    title: '日時',
    key: 'occurred_at',
    dataIndex: 'occurredAt',
    width: 150,
    render: (at: string) => formatJapanDateTime(at),
  },
  {
    title: 'ユーザー',
    key: 'user',
    render: (_, event) => auditActorText(event) || '—',
  },
  {
    title: '操作',
    key: 'action',
    dataIndex: 'action',
    render: (action: string) => label(AUDIT_ACTION_LABELS, action),
  },
  {
    title: '対象',
    key: 'entity',
    dataIndex: 'entity',
    render: (entity: string) => label(AUDIT_ENTITY_LABELS, entity),
  },
  { title: 'キー', key: 'entity_key', dataIndex: 'entityKey' },
  {
    title: '年度',
    key: 'survey_fy',
    dataIndex: 'surveyFy',
    render: (fy: number | null) => (fy ? `${fy}年度` : '—'),
  },
  // The two long columns get a width of their own: their lines wrap there instead of widening the table.
  {
    title: '変更内容',
    key: 'changes',
    dataIndex: 'changes',
    width: 420,
    render: (_, event) => <AuditChangeList event={event} />,
  },
  {
    title: '備考',
    key: 'note',
    dataIndex: 'note',
    width: 240,
    render: (note: string | null) => <AuditNote note={note} />,
  },
];

interface Props {
  rows: AuditEventRow[] | undefined;
  total: number | undefined;
  page: number;
  perPage: number;
  filtered: boolean;
  result: ListResult;
  onPage: (page: number, perPage: number) => void;
  /** Starts the request of another page on the press of its button (the list moves once it is answered). */
  prefetch?: (page: number, perPage: number) => Promise<unknown>;
  extra?: ReactNode;
}

/** The events, newest first, paged on the server, on the list table every list shares (no sort: time orders them). */
export function AuditTable({ rows, total, page, perPage, filtered, result, onPage, prefetch, extra }: Props) {
  return (
    <ListTable<AuditEventRow>
      label="変更履歴一覧"
      listId="audit-events"
      size="small"
      list={{
        page,
        perPage,
        filtered,
        changeTable: (change) => onPage(change.page, change.perPage),
        prefetch: prefetch && ((change) => prefetch(change.page, change.perPage)),
      }}
      result={result}
      rows={rows}
      total={total}
      rowKey="id"
      columns={COLUMNS}
      emptyText={{ none: '変更履歴はまだありません', filtered: '条件に一致する変更履歴はありません' }}
      extra={extra}
    />
  );
}

import { Alert, Empty, Skeleton } from '@sdp/shared/ui';
import { Timeline } from '@sdp/shared/ui/timeline';
import { call, errorMessageOf } from '@sdp/shared';
import { AUDIT_ACTION_LABELS } from '../../contracts/audit-labels';
import { useQuery } from '@sdp/shared/query';
import { formatJapanDateTime } from '../../domain/japan-time';
import { auditChangeText } from '@sdp/shared/domain';
import type { AuditEntity } from '../../contracts/audit-labels';

/** A record's events, newest first: who, when, what, and each field before → after. */
export default function RecordHistoryList({ entity, entityKey }: { entity: AuditEntity; entityKey: string }) {
  const history = useQuery({
    queryKey: ['audit-events', { entity, entityKey }],
    queryFn: ({ signal }) => call('listAuditEvents', { query: { entity, entityKey, perPage: 100 }, signal }),
  });
  if (history.isPending) return <Skeleton active />;
  if (history.isError)
    return <Alert type="error" showIcon role="alert" title={errorMessageOf(history.error)} />;
  if (!history.data.events.length) return <Empty description="変更履歴はまだありません" />;
  return (
    <Timeline
      items={history.data.events.map((event) => ({
        key: event.id,
        children: (
          <div>
            <div>
              <strong>
                {AUDIT_ACTION_LABELS[event.action as keyof typeof AUDIT_ACTION_LABELS] ?? event.action}
              </strong>{' '}
              {formatJapanDateTime(event.occurredAt)} {event.userName ?? event.userId ?? ''}
            </div>
            {event.note && <div>備考: {event.note}</div>}
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {event.changes.map((change) => (
                <li key={change.field}>{auditChangeText(change)}</li>
              ))}
            </ul>
          </div>
        ),
      }))}
    />
  );
}

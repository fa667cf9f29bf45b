import { Alert, Empty, Skeleton } from '@sdp/shared/ui';
import { Timeline } from '@sdp/shared/ui/timeline';
import { call, errorMessageOf } from '@sdp/shared';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../../contracts/audit-labels';
import { useQuery } from '@sdp/shared/query';
import { formatJapanDateTime } from '../../domain/japan-time';
import type { AuditEntity } from '../../contracts/audit-labels';
import { AuditChangeList, AuditNote } from './audit-change-list';
import { auditActorText } from './audit-actor';

const labelOf = (labels: Readonly<Record<string, string>>, id: string) =>
  Object.hasOwn(labels, id) ? labels[id]! : id;

/** A record's events, newest first: who, when, what, and each field before → after, in staff's words. */
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
        content: (
          <div>
            <div>
              <strong>{labelOf(AUDIT_ACTION_LABELS, event.action)}</strong>{' '}
              {formatJapanDateTime(event.occurredAt)} {auditActorText(event)}
              {/* A user's history holds their applications' events too: those say which application. */}
              {event.entity !== entity && ` ${labelOf(AUDIT_ENTITY_LABELS, event.entity)} ${event.entityKey}`}
            </div>
            <AuditNote note={event.note} label="備考: " />
            <AuditChangeList event={event} />
          </div>
        ),
      }))}
    />
  );
}

import { HISTORY_ACTION } from '@sdp/shared/domain';
import { Empty, Flex } from '@sdp/shared/ui';
import { Card } from '@sdp/shared/ui/card';
import { Timeline } from '@sdp/shared/ui/timeline';
import { Typography } from '@sdp/shared/ui/typography';
import type { ApplyHistory, CommentEntry } from '../api/get-user';
import { formatDateTime, fullName } from './format';
import { ApplicationStatusTag, ProcessTypeTag } from './status-tag';

const ACTION_VIEW: Record<number, { label: string; color: string }> = {
  [HISTORY_ACTION.comment]: { label: '申請・コメント', color: 'blue' },
  [HISTORY_ACTION.approval]: { label: '承認', color: 'green' },
  [HISTORY_ACTION.refusal]: { label: '差戻し・否認', color: 'red' },
};

/** The entries of one application, oldest first. */
export function CommentTimeline({ entries }: { entries: CommentEntry[] }) {
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="履歴はありません" />;
  return (
    <Timeline
      items={entries.map((entry, i) => {
        const view = ACTION_VIEW[entry.action] ?? { label: String(entry.action), color: 'gray' };
        return {
          key: `${entry.createdDate}-${i}`,
          color: view.color,
          title: formatDateTime(entry.createdDate),
          content: (
            <div>
              <Typography.Text strong>
                {fullName(entry.surname, entry.givenName) || entry.commentUserId}（{view.label}）
              </Typography.Text>
              {entry.comment ? <div style={{ whiteSpace: 'pre-wrap' }}>{entry.comment}</div> : null}
            </div>
          ),
        };
      })}
    />
  );
}

/** Every application of a user with its history (newest application first). */
export function ApplyHistoryTimeline({ history }: { history: ApplyHistory[] }) {
  if (history.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="申請履歴はありません" />;
  return (
    <Flex vertical gap={12}>
      {[...history].reverse().map((application) => (
        <Card
          key={application.applyIndex}
          size="small"
          title={
            <Flex gap={8} align="center">
              <span>申請 #{application.applyIndex}</span>
              <ProcessTypeTag type={application.processType} />
              <ApplicationStatusTag status={application.status} />
            </Flex>
          }
        >
          <CommentTimeline entries={application.applyHistoryList} />
        </Card>
      ))}
    </Flex>
  );
}

import { historyEntryActions, USER_ACTION_LABELS, type UserAction } from '@sdp/shared/domain';
import { Empty, Flex, Panel } from '@sdp/shared/ui';
import { Timeline } from '@sdp/shared/ui/timeline';
import { Typography } from '@sdp/shared/ui/typography';
import type { ApplyHistory, CommentEntry } from '../api/get-user';
import { formatDateTime, fullName } from './format';
import { ApplicationStatusTag, ProcessTypeTag } from './status-tag';

const ACTION_COLOR: Record<UserAction, string> = {
  regist: 'blue',
  update: 'blue',
  remove: 'blue',
  retry: 'blue',
  delete: 'gray',
  remand: 'orange',
  reject: 'red',
  accept: 'green',
};

/** The entries of one application, oldest first, each named by its own action (差戻し and 否認 apart). */
export function CommentTimeline({
  entries,
  application,
}: {
  entries: CommentEntry[];
  application: { status: number; processType: number };
}) {
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="履歴はありません" />;
  const actions = historyEntryActions(entries, application);
  return (
    <Timeline
      items={entries.map((entry, i) => {
        const action = actions[i];
        const view = action
          ? { label: USER_ACTION_LABELS[action], color: ACTION_COLOR[action] }
          : { label: String(entry.action), color: 'gray' };
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
        <Panel
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
          <CommentTimeline entries={application.applyHistoryList} application={application} />
        </Panel>
      ))}
    </Flex>
  );
}

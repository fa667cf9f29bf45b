import { PROCESS_TYPE } from '@sdp/shared/domain';
import { Flex, Panel } from '@sdp/shared/ui';
import { Descriptions } from '@sdp/shared/ui/descriptions';
import type { ApplicationDetail } from '../api/get-application';
import { CommentTimeline } from './apply-history-timeline';
import { formatDateTime, fullName } from './format';
import { ApplicationStatusTag, ProcessTypeTag, UserStatusTag } from './status-tag';
import { UserInfo } from './user-info';

/** One application: its state, the applied-for values (and the values on record for a change), its history. */
export function ApplicationView({ application }: { application: ApplicationDetail }) {
  const summary = [
    { label: '申請番号', value: `#${application.applyIndex}` },
    { label: '申請区分', value: <ProcessTypeTag type={application.processType} /> },
    { label: '申請ステータス', value: <ApplicationStatusTag status={application.status} /> },
    { label: 'ユーザーステータス', value: <UserStatusTag status={application.userStatus} /> },
    {
      label: '申請者',
      value:
        fullName(application.applyUserSurname, application.applyUserGivenName) || application.applyUserId,
    },
    { label: '申請日時', value: formatDateTime(application.applyDate) },
    { label: '承認日時', value: formatDateTime(application.acceptDate) },
  ];
  const title = application.processType === PROCESS_TYPE.delete ? '削除対象のユーザー' : '申請内容';
  return (
    <Flex vertical gap={0}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        items={summary.map((item) => ({ key: item.label, label: item.label, children: item.value }))}
      />
      <UserInfo record={application} title={title} />
      {application.current ? <UserInfo record={application.current} title="現在の登録内容" /> : null}
      <Panel title="申請履歴" size="small" style={{ marginBottom: 16 }}>
        <CommentTimeline entries={application.applyHistoryList} application={application} />
      </Panel>
    </Flex>
  );
}

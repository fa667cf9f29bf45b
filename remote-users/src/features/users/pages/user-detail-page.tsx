import { useState } from 'react';
import { useNavigate } from '@sdp/shared/router';
import { buildPath, errorMessageOf, findRoute, useRoles, useRouteParams } from '@sdp/shared';
import { USER_ACTION_MESSAGES, USER_STATUS, isUserEditor } from '@sdp/shared/domain';
import {
  Alert,
  Button,
  DeleteOutlined,
  EditOutlined,
  PageHeader,
  Panel,
  RollbackOutlined,
  Skeleton,
  SubmitErrorAlert,
} from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { RecordHistory } from '@sdp/shared/ui/history';
import { isRecordMissing, RecordNotFound } from '@sdp/shared/ui/result';
import { useUser } from '../api/get-user';
import { useUserAction } from '../api/user-action';
import { ActionModal } from '../components/action-modal';
import { ApplyHistoryTimeline } from '../components/apply-history-timeline';
import { applicationPath } from '../components/application-ref';
import { fullName } from '../components/format';
import { UserStatusTag } from '../components/status-tag';
import { useActionFailure } from '../components/use-action-result';
import { userListPath, useToUserList } from '../components/user-list-path';
import { UserInfo, dateItems } from '../components/user-info';

const TITLE = findRoute('maintenance-user-detail-id').title;

export default function UserDetailPage() {
  const id = useRouteParams().id ?? '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const roles = useRoles();
  const user = useUser(id);
  const remove = useUserAction('remove');
  const failure = useActionFailure();
  const toList = useToUserList();
  const [confirming, setConfirming] = useState(false);

  const back = (
    <Button icon={<RollbackOutlined />} onClick={() => toList()}>
      一覧に戻る
    </Button>
  );
  if (user.isError) {
    const missing = isRecordMissing(user.error);
    return (
      <>
        {/* Not found has its own 一覧に戻る: one way back, not two. */}
        <PageHeader title={TITLE} extra={missing ? undefined : back} />
        {missing ? (
          <RecordNotFound listPath={userListPath()} />
        ) : (
          <Alert type="error" showIcon title={errorMessageOf(user.error)} />
        )}
      </>
    );
  }
  if (!user.data) {
    return (
      <>
        <PageHeader title={TITLE} extra={back} />
        <Skeleton active />
      </>
    );
  }
  const detail = user.data;
  const name = fullName(detail.surname, detail.givenName);
  const canApply =
    isUserEditor(roles) && detail.status === USER_STATUS.active && detail.currentApplyIndex === null;

  const submitRemove = (comment: string | undefined) =>
    remove.mutate(
      { userId: detail.userId, version: detail.version, comment },
      {
        onSuccess: () => {
          setConfirming(false);
          message.success(USER_ACTION_MESSAGES.remove);
          toList('application');
        },
        onError: (error) => {
          setConfirming(false);
          failure.handle(error);
        },
      },
    );

  return (
    <>
      <PageHeader
        title={TITLE}
        extra={
          <>
            {back}
            <RecordHistory entity="user" entityKey={detail.userId} />
            {canApply ? (
              <>
                <Button
                  icon={<EditOutlined />}
                  onClick={() => navigate(buildPath('maintenance-user-edit-id', { id: detail.userId }))}
                >
                  変更申請
                </Button>
                <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
                  削除申請
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <SubmitErrorAlert
        error={failure.conflict}
        onReload={() => {
          failure.clear();
          void user.refetch();
        }}
      />
      {detail.currentApplyIndex !== null ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="このユーザーには処理中の申請があります"
          action={
            <Button
              size="small"
              onClick={() =>
                navigate(
                  applicationPath(
                    'maintenance-user-apply-detail-id',
                    detail.userId,
                    detail.currentApplyIndex!,
                  ),
                )
              }
            >
              申請内容を見る
            </Button>
          }
        />
      ) : null}
      <UserInfo
        record={detail}
        extra={[
          { label: 'ステータス', value: <UserStatusTag status={detail.status} /> },
          ...dateItems(detail),
          {
            label: '最終申請者',
            value:
              fullName(detail.lastApplySurname, detail.lastApplyGivenName) || (detail.lastApplyUserId ?? ''),
          },
        ]}
      />
      <Panel title="申請履歴" size="small">
        <ApplyHistoryTimeline history={detail.allApplyHistoryList} />
      </Panel>
      <ActionModal
        open={confirming}
        title="削除申請"
        description={`「${name}（${detail.userId}）」の削除を申請します。よろしいですか？`}
        okText="削除申請する"
        danger
        submitting={remove.isPending}
        onSubmit={submitRemove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

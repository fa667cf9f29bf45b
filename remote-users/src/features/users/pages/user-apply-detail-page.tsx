import { useState } from 'react';
import { useNavigate } from '@sdp/shared/router';
import { findRoute, useRoles } from '@sdp/shared';
import {
  APPLICATION_STATUS,
  USER_ACTION_MESSAGES,
  isOpenApplication,
  isUserApprover,
  isUserEditor,
  type ApplicationStatus,
} from '@sdp/shared/domain';
import {
  Button,
  CheckCircleOutlined,
  EditOutlined,
  PageHeader,
  RollbackOutlined,
  DeleteOutlined,
  SubmitErrorAlert,
} from '@sdp/shared/ui';
import { RecordHistory } from '@sdp/shared/ui/history';
import { App } from '@sdp/shared/ui/app';
import { useMyUserId } from '../api/get-me';
import { useUserAction } from '../api/user-action';
import { ActionModal } from '../components/action-modal';
import { ApplicationPageFrame } from '../components/application-page-frame';
import { applicationPath } from '../components/application-ref';
import { ApplicationView } from '../components/application-view';
import { fullName } from '../components/format';
import { useActionFailure } from '../components/use-action-result';
import { useToUserList } from '../components/user-list-path';

const TITLE = findRoute('maintenance-user-apply-detail-id').title;

export default function UserApplyDetailPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const roles = useRoles();
  const myUserId = useMyUserId();
  const withdraw = useUserAction('delete');
  const failure = useActionFailure();
  const toList = useToUserList('application');
  const [confirming, setConfirming] = useState(false);
  const back = (
    <Button icon={<RollbackOutlined />} onClick={() => toList()}>
      一覧に戻る
    </Button>
  );

  return (
    <ApplicationPageFrame title={TITLE} extra={back} listTab="application">
      {(application, reload) => {
        const status = application.status as ApplicationStatus;
        const own = myUserId !== undefined && application.applyUserId === myUserId;
        const canWithdraw = isUserEditor(roles) && own && isOpenApplication(status);
        const canReapply = isUserEditor(roles) && status === APPLICATION_STATUS.remanded;
        const canReview = isUserApprover(roles) && status === APPLICATION_STATUS.pending;
        const submit = (comment: string | undefined) =>
          withdraw.mutate(
            {
              userId: application.userId,
              applyIndex: application.applyIndex,
              version: application.version,
              comment,
            },
            {
              onSuccess: () => {
                setConfirming(false);
                message.success(USER_ACTION_MESSAGES.delete);
                toList();
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
                  <RecordHistory
                    entity="user_application"
                    entityKey={`${application.userId}/${application.applyIndex}`}
                  />
                  {canReapply ? (
                    <Button
                      type="primary"
                      icon={<EditOutlined />}
                      onClick={() =>
                        navigate(
                          applicationPath(
                            'maintenance-user-reapply-id',
                            application.userId,
                            application.applyIndex,
                          ),
                        )
                      }
                    >
                      再申請
                    </Button>
                  ) : null}
                  {canReview ? (
                    <Button
                      icon={<CheckCircleOutlined />}
                      onClick={() =>
                        navigate(
                          applicationPath(
                            'maintenance-user-pending-detail-id',
                            application.userId,
                            application.applyIndex,
                          ),
                        )
                      }
                    >
                      承認画面へ
                    </Button>
                  ) : null}
                  {canWithdraw ? (
                    <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
                      申請取下げ
                    </Button>
                  ) : null}
                </>
              }
            />
            <SubmitErrorAlert
              error={failure.conflict}
              onReload={() => {
                failure.clear();
                reload();
              }}
            />
            <ApplicationView application={application} />
            <ActionModal
              open={confirming}
              title="申請取下げ"
              description={`「${fullName(application.surname, application.givenName)}」の申請（#${application.applyIndex}）を取り下げます。よろしいですか？`}
              okText="取り下げる"
              danger
              submitting={withdraw.isPending}
              onSubmit={submit}
              onCancel={() => setConfirming(false)}
            />
          </>
        );
      }}
    </ApplicationPageFrame>
  );
}

import { useState } from 'react';
import { findRoute, useRoles } from '@sdp/shared';
import { APPLICATION_STATUS, USER_ACTION_MESSAGES, isUserApprover } from '@sdp/shared/domain';
import {
  ActionBar,
  Alert,
  Button,
  CheckCircleOutlined,
  CloseCircleOutlined,
  PageHeader,
  Panel,
  RollbackOutlined,
  SubmitErrorAlert,
} from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Typography } from '@sdp/shared/ui/typography';
import { useMyUserId } from '../api/get-me';
import { useUserAction } from '../api/user-action';
import { ActionModal, type ActionModalProps } from '../components/action-modal';
import { ApplicationPageFrame } from '../components/application-page-frame';
import { ApplicationView } from '../components/application-view';
import { fullName } from '../components/format';
import { useActionFailure } from '../components/use-action-result';
import { useToUserList } from '../components/user-list-path';

const TITLE = findRoute('maintenance-user-pending-detail-id').title;

type Decision = 'accept' | 'remand' | 'reject';
const DIALOGS: Record<
  Decision,
  Pick<ActionModalProps, 'title' | 'okText' | 'danger' | 'commentRequiredMessage'> & { verb: string }
> = {
  accept: { title: '申請の承認', okText: '承認する', verb: '承認' },
  remand: {
    title: '申請の差戻し',
    okText: '差戻す',
    verb: '差戻し',
    danger: true,
    commentRequiredMessage: '差戻しの理由をコメントに入力してください',
  },
  reject: { title: '申請の否認', okText: '否認する', verb: '否認', danger: true },
};

export default function UserPendingDetailPage() {
  const { message } = App.useApp();
  const roles = useRoles();
  const myUserId = useMyUserId();
  const actions = {
    accept: useUserAction('accept'),
    remand: useUserAction('remand'),
    reject: useUserAction('reject'),
  };
  const failure = useActionFailure();
  const toList = useToUserList('approval');
  const [decision, setDecision] = useState<Decision | null>(null);
  const back = (
    <Button icon={<RollbackOutlined />} onClick={() => toList()}>
      一覧に戻る
    </Button>
  );

  return (
    <ApplicationPageFrame title={TITLE} extra={back} listTab="approval">
      {(application, reload) => {
        const pending = application.status === APPLICATION_STATUS.pending;
        const own = myUserId !== undefined && application.applyUserId === myUserId;
        const canDecide = isUserApprover(roles) && pending;
        const submit = (comment: string | undefined) => {
          if (!decision) return;
          const chosen = decision;
          actions[chosen].mutate(
            {
              userId: application.userId,
              applyIndex: application.applyIndex,
              version: application.version,
              comment: comment ?? '',
            },
            {
              onSuccess: () => {
                setDecision(null);
                message.success(USER_ACTION_MESSAGES[chosen]);
                toList();
              },
              onError: (error) => {
                setDecision(null);
                failure.handle(error);
              },
            },
          );
        };
        const dialog = decision ? DIALOGS[decision] : DIALOGS.accept;
        return (
          <>
            <PageHeader title={TITLE} extra={back} />
            <SubmitErrorAlert
              error={failure.conflict}
              onReload={() => {
                failure.clear();
                reload();
              }}
            />
            {pending ? null : (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title="この申請は承認待ちではありません"
              />
            )}
            <ApplicationView application={application} />
            {canDecide ? (
              <Panel title="承認操作" size="small">
                {own ? (
                  <Typography.Paragraph type="warning">自分の申請は承認できません</Typography.Paragraph>
                ) : null}
                <ActionBar>
                  <Button
                    type="primary"
                    icon={<CheckCircleOutlined />}
                    disabled={own}
                    onClick={() => setDecision('accept')}
                  >
                    承認
                  </Button>
                  <Button icon={<RollbackOutlined />} onClick={() => setDecision('remand')}>
                    差戻し
                  </Button>
                  <Button danger icon={<CloseCircleOutlined />} onClick={() => setDecision('reject')}>
                    否認
                  </Button>
                </ActionBar>
              </Panel>
            ) : null}
            <ActionModal
              open={decision !== null}
              title={dialog.title}
              okText={dialog.okText}
              danger={dialog.danger}
              commentRequiredMessage={dialog.commentRequiredMessage}
              description={`「${fullName(application.surname, application.givenName)}」の申請（#${application.applyIndex}）を${dialog.verb}します。よろしいですか？`}
              submitting={decision !== null && actions[decision].isPending}
              onSubmit={submit}
              onCancel={() => setDecision(null)}
            />
          </>
        );
      }}
    </ApplicationPageFrame>
  );
}

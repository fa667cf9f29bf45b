import { findRoute } from '@sdp/shared';
import { APPLICATION_STATUS, HISTORY_ACTION, USER_ACTION_MESSAGES } from '@sdp/shared/domain';
import { Alert, PageHeader, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form, useSubmitErrors } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { useUserAction } from '../api/user-action';
import { ApplicationPageFrame } from '../components/application-page-frame';
import { fullName } from '../components/format';
import { ProcessTypeTag } from '../components/status-tag';
import { userListPath } from '../components/user-list-path';
import { UserForm, type UserFormValues } from '../components/user-form';
import { fieldsBody, formValuesOf } from '../components/user-fields-body';

const TITLE = findRoute('maintenance-user-reapply-id').title;

export default function UserReapplyPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const retry = useUserAction('retry');
  const errors = useSubmitErrors(form);
  const leave = useLeaveForm(form, userListPath('application'));

  return (
    <ApplicationPageFrame title={TITLE} listTab="application">
      {(application, reload) => {
        const remanded = application.status === APPLICATION_STATUS.remanded;
        const reason = [...application.applyHistoryList]
          .reverse()
          .find((entry) => entry.action === HISTORY_ACTION.refusal);
        return (
          <>
            <PageHeader title={TITLE} />
            <Alert
              type={remanded ? 'warning' : 'error'}
              showIcon
              style={{ marginBottom: 16, maxWidth: 880 }}
              title={
                remanded ? (
                  <>
                    <ProcessTypeTag type={application.processType} />
                    申請（#{application.applyIndex}）は差し戻されています。内容を修正して再申請してください。
                  </>
                ) : (
                  'この申請は差戻し中ではないため、再申請できません'
                )
              }
              description={
                remanded && reason?.comment
                  ? `差戻し理由（${fullName(reason.surname, reason.givenName)}）: ${reason.comment}`
                  : undefined
              }
            />
            <SubmitErrorAlert
              error={errors.error}
              onReload={() => {
                errors.clear();
                reload();
              }}
            />
            <UserForm
              key={application.version}
              form={form}
              initialValues={formValuesOf(application)}
              known={application}
              commentLabel="再申請コメント"
              submitLabel="再申請"
              submitting={retry.isPending}
              disabled={!remanded}
              onCancel={leave.back}
              onSubmit={(values, names) => {
                errors.clear();
                retry.mutate(
                  {
                    ...fieldsBody(values, names),
                    userId: application.userId,
                    applyIndex: application.applyIndex,
                    version: application.version,
                    comment: values.comment,
                  },
                  {
                    onSuccess: () => {
                      message.success(USER_ACTION_MESSAGES.retry);
                      leave.done();
                    },
                    onError: errors.handle,
                  },
                );
              }}
            />
            {leave.holder}
          </>
        );
      }}
    </ApplicationPageFrame>
  );
}

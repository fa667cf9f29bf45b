import { errorMessageOf, findRoute, useRouteParams } from '@sdp/shared';
import { USER_ACTION_MESSAGES, USER_STATUS } from '@sdp/shared/domain';
import { Alert, PageHeader, Skeleton, SubmitErrorAlert } from '@sdp/shared/ui';
import { RecordHistory } from '@sdp/shared/ui/history';
import { App } from '@sdp/shared/ui/app';
import { Form, useSubmitErrors } from '@sdp/shared/ui/form';
import { isRecordMissing, RecordNotFound } from '@sdp/shared/ui/result';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { useUser } from '../api/get-user';
import { useUserAction } from '../api/user-action';
import { userListPath } from '../components/user-list-path';
import { UserForm, type UserFormValues } from '../components/user-form';
import { fieldsBody, formValuesOf } from '../components/user-fields-body';

const TITLE = findRoute('maintenance-user-edit-id').title;

export default function UserEditPage() {
  const id = useRouteParams().id ?? '';
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const user = useUser(id);
  const update = useUserAction('update');
  const errors = useSubmitErrors(form);
  const leave = useLeaveForm(form, userListPath());

  if (user.isError) {
    return (
      <>
        <PageHeader title={TITLE} />
        {isRecordMissing(user.error) ? (
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
        <PageHeader title={TITLE} />
        <Skeleton active />
      </>
    );
  }
  const detail = user.data;
  const editable = detail.status === USER_STATUS.active && detail.currentApplyIndex === null;

  return (
    <>
      <PageHeader title={TITLE} extra={<RecordHistory entity="user" entityKey={detail.userId} />} />
      {editable ? null : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16, maxWidth: 880 }}
          title="このユーザーは処理中の申請があるか有効でないため、変更申請できません"
        />
      )}
      <SubmitErrorAlert
        error={errors.error}
        onReload={() => {
          errors.clear();
          void user.refetch().then(() => form.resetFields());
        }}
      />
      <UserForm
        key={detail.version}
        form={form}
        initialValues={formValuesOf(detail)}
        known={detail}
        submitLabel="変更申請"
        submitting={update.isPending}
        disabled={!editable}
        onCancel={leave.back}
        onSubmit={(values, names) => {
          errors.clear();
          update.mutate(
            {
              ...fieldsBody(values, names),
              userId: detail.userId,
              version: detail.version,
              comment: values.comment,
            },
            {
              onSuccess: () => {
                message.success(USER_ACTION_MESSAGES.update);
                leave.done(userListPath('application'));
              },
              onError: errors.handle,
            },
          );
        }}
      />
      {leave.holder}
    </>
  );
}

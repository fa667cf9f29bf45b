import { findRoute } from '@sdp/shared';
import { USER_ACTION_MESSAGES } from '@sdp/shared/domain';
import { Alert, PageHeader, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form, useSubmitErrors } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { useLicensing } from '../api/get-licensing';
import { useUserAction } from '../api/user-action';
import { userListPath } from '../components/user-list-path';
import { UserForm, type UserFormValues } from '../components/user-form';
import { fieldsBody } from '../components/user-fields-body';

const TITLE = findRoute('maintenance-user-registration').title;

export default function UserRegistrationPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const regist = useUserAction('regist');
  const licensing = useLicensing();
  const errors = useSubmitErrors(form);
  const leave = useLeaveForm(form, userListPath());
  const noLicence = licensing.data !== undefined && licensing.data.remainingLicensingNum <= 0;

  return (
    <>
      <PageHeader title={TITLE} />
      {licensing.data ? (
        <Alert
          type={noLicence ? 'error' : 'info'}
          showIcon
          style={{ marginBottom: 16, maxWidth: 880 }}
          title={
            noLicence
              ? 'ライセンスの残数がないため登録申請できません'
              : `ライセンス残数: ${licensing.data.remainingLicensingNum}（${licensing.data.activeLicensingNum}中 ${licensing.data.inUseLicensingNum}使用中）`
          }
        />
      ) : null}
      <SubmitErrorAlert error={errors.error} />
      <UserForm
        form={form}
        submitLabel="登録申請"
        submitting={regist.isPending}
        disabled={noLicence}
        onCancel={leave.back}
        onSubmit={(values, names) => {
          errors.clear();
          regist.mutate(
            { ...fieldsBody(values, names), comment: values.comment },
            {
              onSuccess: () => {
                message.success(USER_ACTION_MESSAGES.regist);
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

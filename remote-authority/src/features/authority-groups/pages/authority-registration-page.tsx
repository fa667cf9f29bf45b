import { buildPath, findRoute } from '@sdp/shared';
import { PageHeader, Panel, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form, useSubmitErrors } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { useCreateAuthorityGroup } from '../api/create-authority-group';
import {
  AuthorityGroupForm,
  EMPTY_AUTHORITY_GROUP,
  type AuthorityGroupFormValues,
} from '../components/authority-group-form';
import { useSingleFlight } from '../components/use-single-flight';

const TITLE = findRoute('maintenance-authority-registration').title;

export default function AuthorityRegistrationPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<AuthorityGroupFormValues>();
  const singleFlight = useSingleFlight();
  const create = useCreateAuthorityGroup();
  const submitErrors = useSubmitErrors(form, { duplicateField: 'authorityGroupId' });
  const leave = useLeaveForm(form, buildPath('maintenance-authority-list'));

  const submit = async ({ version: _version, ...values }: AuthorityGroupFormValues) =>
    singleFlight(async () => {
      submitErrors.clear();
      try {
        await create.mutateAsync(values);
        message.success('登録が完了しました');
        leave.done();
      } catch (error) {
        submitErrors.handle(error);
      }
    });

  return (
    <>
      <PageHeader title={TITLE} />
      <Panel>
        <SubmitErrorAlert error={submitErrors.error} />
        <AuthorityGroupForm
          form={form}
          mode="create"
          initialValues={EMPTY_AUTHORITY_GROUP}
          saving={create.isPending}
          onSubmit={submit}
          onCancel={leave.back}
        />
        {leave.holder}
      </Panel>
    </>
  );
}

import { useSearchParams } from '@sdp/shared/router';
import { findRoute } from '@sdp/shared';
import { PageHeader, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { parseListState } from '../../../common/list-state';
import { organizationListPath } from '../../../common/list-path';
import { useSubmitErrors } from '../../../common/components/use-submit-errors';
import { offices, type OfficeCreateBody } from '../api/offices';
import { OfficeForm, type OfficeFormValues } from '../components/office-form';

const TITLE = findRoute('maintenance-organization-office-registration').title;

export default function OfficeRegistrationPage() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [form] = Form.useForm<OfficeFormValues>();
  const create = offices.useCreate<OfficeCreateBody>();
  const errors = useSubmitErrors(form);
  const { surveyFy } = parseListState(params, []);
  const leave = useLeaveForm(form, organizationListPath('office', surveyFy));

  const submit = async (body: OfficeCreateBody) => {
    errors.clear();
    try {
      await create.mutateAsync(body);
      message.success('登録が完了しました');
      leave.done(organizationListPath('office', body.surveyFy));
    } catch (error) {
      errors.handle(error);
    }
  };

  return (
    <>
      <PageHeader title={TITLE} />
      <SubmitErrorAlert error={errors.error} />
      <OfficeForm
        form={form}
        mode="create"
        initialValues={{
          surveyFy,
          officeClass: 1,
          countryCode: 'JPN',
          isSurveyRequired: true,
          surveyTargetClass: 1,
        }}
        saving={create.isPending}
        onSubmit={submit}
        onBack={leave.back}
      />
      {leave.holder}
    </>
  );
}

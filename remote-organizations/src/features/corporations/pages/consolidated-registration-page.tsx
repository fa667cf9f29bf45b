import { useSearchParams } from '@sdp/shared/router';
import { findRoute } from '@sdp/shared';
import { PageHeader, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { parseListState } from '../../../common/list-state';
import { organizationListPath } from '../../../common/list-path';
import { useSubmitErrors } from '../../../common/components/use-submit-errors';
import { corporations, type CorporationCreateBody } from '../api/corporations';
import { CorporationForm, type CorporationFormValues } from '../components/corporation-form';

const TITLE = findRoute('maintenance-organization-consolidated-registration').title;

export default function ConsolidatedRegistrationPage() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [form] = Form.useForm<CorporationFormValues>();
  const create = corporations.useCreate<CorporationCreateBody>();
  const errors = useSubmitErrors(form);
  const { surveyFy } = parseListState(params, []);
  const leave = useLeaveForm(form, organizationListPath('consolidated', surveyFy));

  const submit = async (body: CorporationCreateBody) => {
    errors.clear();
    try {
      await create.mutateAsync(body);
      message.success('登録が完了しました');
      leave.done(organizationListPath('consolidated', body.surveyFy));
    } catch (error) {
      errors.handle(error);
    }
  };

  return (
    <>
      <PageHeader title={TITLE} />
      <SubmitErrorAlert error={errors.error} />
      <CorporationForm
        form={form}
        mode="create"
        initialValues={{
          surveyFy,
          internalExternalClassCode: 'D',
          consolidationClassCode: '1',
          regionCode: '01',
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

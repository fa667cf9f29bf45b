import { useSearchParams } from '@sdp/shared/router';
import { findRoute } from '@sdp/shared';
import { PageHeader, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { LATEST_SURVEY_FY, parseListState } from '../../../common/list-state';
import { organizationListPath } from '../../../common/list-path';
import { useSubmitErrors } from '../../../common/components/use-submit-errors';
import { internalUnits, type InternalCreateBody } from '../api/internal-units';
import { InternalUnitForm, type InternalUnitFormValues } from '../components/internal-unit-form';

const TITLE = findRoute('maintenance-organization-registration').title;

export default function OrganizationRegistrationPage() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [form] = Form.useForm<InternalUnitFormValues>();
  const create = internalUnits.useCreate<InternalCreateBody>();
  const errors = useSubmitErrors(form);
  const surveyFy = params.has('survey_fy') ? parseListState(params, []).surveyFy : LATEST_SURVEY_FY;
  const leave = useLeaveForm(form, organizationListPath(undefined, surveyFy));

  const submit = async (body: InternalCreateBody) => {
    errors.clear();
    try {
      await create.mutateAsync(body);
      message.success('登録が完了しました');
      leave.done(organizationListPath(undefined, body.surveyFy));
    } catch (error) {
      errors.handle(error);
    }
  };

  return (
    <>
      <PageHeader title={TITLE} />
      <SubmitErrorAlert error={errors.error} />
      <InternalUnitForm
        form={form}
        mode="create"
        initialValues={{ surveyFy }}
        saving={create.isPending}
        onSubmit={submit}
        onBack={leave.back}
      />
      {leave.holder}
    </>
  );
}

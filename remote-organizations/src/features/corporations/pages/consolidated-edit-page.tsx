import { findRoute, toRecordId, useRouteParams } from '@sdp/shared';
import { PageHeader, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { organizationListPath } from '../../../common/list-path';
import { RecordGate } from '../../../common/components/record-gate';
import { useSubmitErrors } from '../../../common/components/use-submit-errors';
import {
  corporations,
  type CorporationCreateBody,
  type CorporationDetail,
  type CorporationUpdateBody,
} from '../api/corporations';
import { CorporationForm, type CorporationFormValues } from '../components/corporation-form';

const TITLE = findRoute('maintenance-organization-consolidated-edit-id').title;

const valuesOf = (corp: CorporationDetail): CorporationFormValues => ({
  surveyFy: corp.surveyFy,
  companyCode: corp.companyCode,
  companyName: corp.companyName,
  companyNameEng: corp.companyNameEng ?? undefined,
  companyAbbreviation: corp.companyAbbreviation ?? undefined,
  companyFormalName: corp.companyFormalName,
  companyFormalNameEng: corp.companyFormalNameEng ?? undefined,
  companyFormalNameKana: corp.companyFormalNameKana ?? undefined,
  businessContent: corp.businessContent ?? undefined,
  regionCode: corp.regionCode,
  countryCode: corp.countryCode,
  internalExternalClassCode: corp.internalExternalClassCode,
  consolidationClassCode: corp.consolidationClassCode,
  groupCode: corp.groupCode ?? undefined,
  headquarterCode: corp.headquarterCode ?? undefined,
  departmentCode: corp.departmentCode,
  surveyTargetClass: corp.surveyTargetClass ?? undefined,
  isSurveyRequired: corp.isSurveyRequired,
  exclusionReason: corp.exclusionReason ?? undefined,
  notes: corp.notes ?? undefined,
  locationType: corp.locationType ?? undefined,
});

export default function ConsolidatedEditPage() {
  const id = toRecordId(useRouteParams().id);
  const detail = corporations.useDetail(id);
  return (
    <>
      <PageHeader title={TITLE} />
      <RecordGate id={id} detail={detail} listPath={organizationListPath('consolidated')}>
        {(corp) => <EditForm key={corp.id} corp={corp} reload={detail.refetch} />}
      </RecordGate>
    </>
  );
}

function EditForm({
  corp,
  reload,
}: {
  corp: CorporationDetail;
  reload: () => Promise<{ data?: CorporationDetail }>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CorporationFormValues>();
  const update = corporations.useUpdate<CorporationUpdateBody>();
  const errors = useSubmitErrors(form);
  const leave = useLeaveForm(form, organizationListPath('consolidated', corp.surveyFy));

  const submit = async (body: CorporationCreateBody) => {
    errors.clear();
    try {
      await update.mutateAsync({ ...body, id: corp.id, version: corp.version });
      message.success('編集が完了しました');
      leave.done(organizationListPath('consolidated', body.surveyFy));
    } catch (error) {
      errors.handle(error);
    }
  };

  const loadLatest = async () => {
    errors.clear();
    const fresh = await reload();
    if (!fresh.data) return;
    // Untouched again: the latest data is what "changed" compares with.
    form.resetFields();
    form.setFieldsValue(valuesOf(fresh.data));
  };

  return (
    <>
      <SubmitErrorAlert error={errors.error} onReload={loadLatest} />
      <CorporationForm
        form={form}
        mode="edit"
        initialValues={valuesOf(corp)}
        saving={update.isPending}
        onSubmit={submit}
        onBack={leave.back}
      />
      {leave.holder}
    </>
  );
}

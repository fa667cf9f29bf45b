import { findRoute, toRecordId, useRouteParams } from '@sdp/shared';
import { PageHeader, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { organizationListPath } from '../../../common/list-path';
import { RecordGate } from '../../../common/components/record-gate';
import { useSubmitErrors } from '../../../common/components/use-submit-errors';
import { offices, type OfficeCreateBody, type OfficeDetail, type OfficeUpdateBody } from '../api/offices';
import { OfficeForm, type OfficeFormValues } from '../components/office-form';

const TITLE = findRoute('maintenance-organization-office-edit-id').title;

const valuesOf = (office: OfficeDetail): OfficeFormValues => ({
  surveyFy: office.surveyFy,
  officeClass: office.officeClass,
  groupCode: office.groupCode ?? undefined,
  supervisionCode: office.supervisionCode,
  supervisionNameEng: office.supervisionNameEng ?? undefined,
  adminCode: office.adminCode,
  adminNameEng: office.adminNameEng ?? undefined,
  officeCode: office.officeCode,
  officeName: office.officeName,
  officeNameEng: office.officeNameEng ?? undefined,
  countryCode: office.countryCode ?? undefined,
  surveyTargetClass: office.surveyTargetClass ?? undefined,
  isSurveyRequired: office.isSurveyRequired,
  exclusionReason: office.exclusionReason ?? undefined,
  notes: office.notes ?? undefined,
  locationType: office.locationType ?? undefined,
});

export default function OfficeEditPage() {
  const id = toRecordId(useRouteParams().id);
  const detail = offices.useDetail(id);
  return (
    <>
      <PageHeader title={TITLE} />
      <RecordGate id={id} detail={detail} listPath={organizationListPath('office')}>
        {(office) => <EditForm key={office.id} office={office} reload={detail.refetch} />}
      </RecordGate>
    </>
  );
}

function EditForm({
  office,
  reload,
}: {
  office: OfficeDetail;
  reload: () => Promise<{ data?: OfficeDetail }>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<OfficeFormValues>();
  const update = offices.useUpdate<OfficeUpdateBody>();
  const errors = useSubmitErrors(form);
  const leave = useLeaveForm(form, organizationListPath('office', office.surveyFy));

  const submit = async (body: OfficeCreateBody) => {
    errors.clear();
    try {
      await update.mutateAsync({ ...body, id: office.id, version: office.version });
      message.success('編集が完了しました');
      leave.done(organizationListPath('office', body.surveyFy));
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
      <OfficeForm
        form={form}
        mode="edit"
        initialValues={valuesOf(office)}
        saving={update.isPending}
        onSubmit={submit}
        onBack={leave.back}
      />
      {leave.holder}
    </>
  );
}

import { findRoute, toRecordId, useRouteParams } from '@sdp/shared';
import { PageHeader, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { organizationListPath } from '../../../common/list-path';
import { RecordGate } from '../../../common/components/record-gate';
import { useSubmitErrors } from '../../../common/components/use-submit-errors';
import {
  internalUnits,
  type InternalCreateBody,
  type InternalUnit,
  type InternalUpdateBody,
} from '../api/internal-units';
import { InternalUnitForm, type InternalUnitFormValues } from '../components/internal-unit-form';

const TITLE = findRoute('maintenance-organization-edit-id').title;

const valuesOf = (unit: InternalUnit): InternalUnitFormValues => ({
  surveyFy: unit.surveyFy,
  groupCode: unit.groupCode,
  headquarterCode: unit.headquarterCode,
  departmentCode: unit.departmentCode,
  departmentName: unit.departmentName,
  sectionCode: unit.sectionCode ?? undefined,
  sectionName: unit.sectionName ?? undefined,
});

export default function OrganizationEditPage() {
  const id = toRecordId(useRouteParams().id);
  const detail = internalUnits.useDetail(id);
  return (
    <>
      <PageHeader title={TITLE} />
      <RecordGate id={id} detail={detail} listPath={organizationListPath(undefined)}>
        {(unit) => <EditForm key={unit.id} unit={unit} reload={detail.refetch} />}
      </RecordGate>
    </>
  );
}

function EditForm({ unit, reload }: { unit: InternalUnit; reload: () => Promise<{ data?: InternalUnit }> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<InternalUnitFormValues>();
  const update = internalUnits.useUpdate<InternalUpdateBody>();
  const errors = useSubmitErrors(form);
  const leave = useLeaveForm(form, organizationListPath(undefined, unit.surveyFy));

  const submit = async (body: InternalCreateBody) => {
    errors.clear();
    try {
      await update.mutateAsync({ ...body, id: unit.id, version: unit.version });
      message.success('編集が完了しました');
      leave.done(organizationListPath(undefined, body.surveyFy));
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
      <InternalUnitForm
        form={form}
        mode="edit"
        initialValues={valuesOf(unit)}
        saving={update.isPending}
        onSubmit={submit}
        onBack={leave.back}
      />
      {leave.holder}
    </>
  );
}

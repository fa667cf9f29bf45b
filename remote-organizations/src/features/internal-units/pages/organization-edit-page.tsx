import { useNavigate } from '@sdp/shared/router';
import { errorMessageOf, findRoute, useRouteParams } from '@sdp/shared';
import { Alert, PageHeader, Skeleton, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form } from '@sdp/shared/ui/form';
import { organizationListPath } from '../../../common/list-path';
import { useSubmitErrors } from '../../../common/components/use-submit-errors';
import { internalUnits, type InternalCreateBody, type InternalUpdateBody } from '../api/internal-units';
import { InternalUnitForm, type InternalUnitFormValues } from '../components/internal-unit-form';

const TITLE = findRoute('maintenance-organization-edit-id').title;

export default function OrganizationEditPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const id = Number(useRouteParams().id);
  const [form] = Form.useForm<InternalUnitFormValues>();
  const detail = internalUnits.useDetail(id);
  const update = internalUnits.useUpdate<InternalUpdateBody>();
  const errors = useSubmitErrors(form);
  const unit = detail.data;

  const submit = async (body: InternalCreateBody) => {
    if (!unit) return;
    errors.clear();
    try {
      await update.mutateAsync({ ...body, id: unit.id, version: unit.version });
      message.success('編集が完了しました');
      navigate(organizationListPath(undefined, body.surveyFy));
    } catch (error) {
      errors.handle(error);
    }
  };

  const reload = async () => {
    errors.clear();
    const fresh = await detail.refetch();
    if (fresh.data) form.setFieldsValue(valuesOf(fresh.data));
  };

  return (
    <>
      <PageHeader title={TITLE} />
      {detail.isError ? (
        <Alert type="error" showIcon role="alert" title={errorMessageOf(detail.error)} />
      ) : !unit ? (
        <Skeleton active />
      ) : (
        <>
          <SubmitErrorAlert error={errors.error} onReload={reload} />
          <InternalUnitForm
            form={form}
            mode="edit"
            initialValues={valuesOf(unit)}
            saving={update.isPending}
            onSubmit={submit}
            onBack={() => navigate(organizationListPath(undefined, unit.surveyFy))}
          />
        </>
      )}
    </>
  );
}

function valuesOf(
  unit: NonNullable<ReturnType<typeof internalUnits.useDetail>['data']>,
): InternalUnitFormValues {
  return {
    surveyFy: unit.surveyFy,
    groupCode: unit.groupCode,
    headquarterCode: unit.headquarterCode,
    departmentCode: unit.departmentCode,
    departmentName: unit.departmentName,
    sectionCode: unit.sectionCode ?? undefined,
    sectionName: unit.sectionName ?? undefined,
  };
}

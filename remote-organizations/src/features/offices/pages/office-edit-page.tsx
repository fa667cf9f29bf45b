import { useNavigate } from '@sdp/shared/router';
import { errorMessageOf, findRoute, useRouteParams } from '@sdp/shared';
import { Alert, PageHeader, Skeleton, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form } from '@sdp/shared/ui/form';
import { organizationListPath } from '../../../common/list-path';
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
  const navigate = useNavigate();
  const { message } = App.useApp();
  const id = Number(useRouteParams().id);
  const [form] = Form.useForm<OfficeFormValues>();
  const detail = offices.useDetail(id);
  const update = offices.useUpdate<OfficeUpdateBody>();
  const errors = useSubmitErrors(form);
  const office = detail.data;

  const submit = async (body: OfficeCreateBody) => {
    if (!office) return;
    errors.clear();
    try {
      await update.mutateAsync({ ...body, id: office.id, version: office.version });
      message.success('編集が完了しました');
      navigate(organizationListPath('office', body.surveyFy));
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
      ) : !office ? (
        <Skeleton active />
      ) : (
        <>
          <SubmitErrorAlert error={errors.error} onReload={reload} />
          <OfficeForm
            form={form}
            mode="edit"
            initialValues={valuesOf(office)}
            saving={update.isPending}
            onSubmit={submit}
            onBack={() => navigate(organizationListPath('office', office.surveyFy))}
          />
        </>
      )}
    </>
  );
}

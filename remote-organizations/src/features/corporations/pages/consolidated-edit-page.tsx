import { useNavigate } from '@sdp/shared/router';
import { errorMessageOf, findRoute, useRouteParams } from '@sdp/shared';
import { Alert, PageHeader, Skeleton, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form } from '@sdp/shared/ui/form';
import { organizationListPath } from '../../../common/list-path';
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
  const navigate = useNavigate();
  const { message } = App.useApp();
  const id = Number(useRouteParams().id);
  const [form] = Form.useForm<CorporationFormValues>();
  const detail = corporations.useDetail(id);
  const update = corporations.useUpdate<CorporationUpdateBody>();
  const errors = useSubmitErrors(form);
  const corp = detail.data;

  const submit = async (body: CorporationCreateBody) => {
    if (!corp) return;
    errors.clear();
    try {
      await update.mutateAsync({ ...body, id: corp.id, version: corp.version });
      message.success('編集が完了しました');
      navigate(organizationListPath('consolidated', body.surveyFy));
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
      ) : !corp ? (
        <Skeleton active />
      ) : (
        <>
          <SubmitErrorAlert error={errors.error} onReload={reload} />
          <CorporationForm
            form={form}
            mode="edit"
            initialValues={valuesOf(corp)}
            saving={update.isPending}
            onSubmit={submit}
            onBack={() => navigate(organizationListPath('consolidated', corp.surveyFy))}
          />
        </>
      )}
    </>
  );
}

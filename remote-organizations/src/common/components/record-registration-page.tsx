import type { ComponentType } from 'react';
import { useSearchParams } from '@sdp/shared/router';
import { findRoute } from '@sdp/shared';
import { PageHeader, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form, useSubmitErrors, type FormInstance } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { SurveyYearsGate } from '@sdp/shared/ui/select';
import { ClosedYearNotice } from '@sdp/shared/ui/closed-year';
import { parseListState, useYearChoice } from '../list-state';
import { organizationListPath, type OrganizationTab } from '../list-path';

/** What each kind's form takes: one component serves registration and edit. */
interface RecordFormProps<Values, Body> {
  form: FormInstance<Values>;
  mode: 'create' | 'edit';
  initialValues: Values;
  saving: boolean;
  onSubmit: (body: Body) => void;
  onBack: () => void;
}

export interface Save<Input> {
  mutateAsync: (input: Input) => Promise<unknown>;
  isPending: boolean;
}

type RouteName = Parameters<typeof findRoute>[0];

export interface KindSetup<Values, Body> {
  route: RouteName;
  /** The list tab the page returns to. */
  tab: OrganizationTab;
  RecordForm: ComponentType<RecordFormProps<Values, Body>>;
}

/** A registration page: the form on the list's survey year, back to the list on that year once saved. */
type RegistrationSetup<Values, Body> = KindSetup<Values, Body> & {
  create: Save<Body>;
  initialValues: (surveyFy: number) => NoInfer<Values>;
};

export function RecordRegistrationPage<Values, Body extends { surveyFy: number }>(
  setup: RegistrationSetup<Values, Body>,
) {
  return (
    <>
      <PageHeader title={findRoute(setup.route).title} />
      {/* The form starts on the list's year, or the year a list opens on: the years must be known first. */}
      <SurveyYearsGate>{() => <RegistrationForm {...setup} />}</SurveyYearsGate>
    </>
  );
}

function RegistrationForm<Values, Body extends { surveyFy: number }>({
  tab,
  RecordForm,
  create,
  initialValues,
}: RegistrationSetup<Values, Body>) {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const errors = useSubmitErrors(form);
  const { surveyFy } = parseListState(params, [], useYearChoice());
  const leave = useLeaveForm(form, organizationListPath(tab, surveyFy));

  const submit = async (body: Body) => {
    errors.clear();
    try {
      await create.mutateAsync(body);
      message.success('登録が完了しました');
      leave.done(organizationListPath(tab, body.surveyFy));
    } catch (error) {
      errors.handle(error);
    }
  };

  // The year can be changed in the form: the notice follows it (FormActions locks 登録 the same way).
  const chosenFy = Form.useWatch<number | undefined>('surveyFy', form) ?? surveyFy;

  return (
    <>
      <ClosedYearNotice surveyFy={chosenFy} />
      <SubmitErrorAlert error={errors.error} />
      <RecordForm
        form={form}
        mode="create"
        initialValues={initialValues(surveyFy)}
        saving={create.isPending}
        onSubmit={submit}
        onBack={leave.back}
      />
      {leave.holder}
    </>
  );
}

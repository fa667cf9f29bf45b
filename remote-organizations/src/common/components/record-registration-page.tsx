import type { ComponentType } from 'react';
import { useSearchParams } from '@sdp/shared/router';
import { findRoute } from '@sdp/shared';
import { PageHeader, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form, useSubmitErrors, type FormInstance } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { parseListState } from '../list-state';
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
export function RecordRegistrationPage<Values, Body extends { surveyFy: number }>({
  route,
  tab,
  RecordForm,
  create,
  initialValues,
}: KindSetup<Values, Body> & { create: Save<Body>; initialValues: (surveyFy: number) => NoInfer<Values> }) {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const errors = useSubmitErrors(form);
  const { surveyFy } = parseListState(params, []);
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

  return (
    <>
      <PageHeader title={findRoute(route).title} />
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

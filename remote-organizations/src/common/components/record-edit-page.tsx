import { findRoute, toRecordId, useRouteParams, useYearWritable } from '@sdp/shared';
import { ConfigProvider, Flex, PageHeader, SubmitErrorAlert } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Form, useSubmitErrors } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { ClosedYearNotice } from '@sdp/shared/ui/closed-year';
import { RecordHistory } from '@sdp/shared/ui/history';
import type { AuditEntity } from '@sdp/shared/contracts';
import { organizationListPath } from '../list-path';
import { RecordGate } from './record-gate';
import type { KindSetup, Save } from './record-registration-page';

interface Stored {
  id: number;
  version: number;
  surveyFy: number;
}

interface EditSetup<Detail, Values, Body> extends KindSetup<Values, Body> {
  useDetail: (id: number | undefined) => {
    data: Detail | undefined;
    isError: boolean;
    error: unknown;
    refetch: () => Promise<{ data?: Detail }>;
  };
  update: Save<Body & { id: number; version: number }>;
  valuesOf: (record: Detail) => Values;
  /** How the audit trail names the record (its history opens from the page). */
  history: { entity: AuditEntity; keyOf: (record: Detail) => string };
}

/** An edit page for the route's `{id}`: not found, load errors and the form (RecordGate). */
export function RecordEditPage<Detail extends Stored, Values, Body extends { surveyFy: number }>(
  setup: EditSetup<Detail, Values, Body>,
) {
  const id = toRecordId(useRouteParams().id);
  const detail = setup.useDetail(id);
  return (
    <>
      <PageHeader title={findRoute(setup.route).title} />
      <RecordGate id={id} detail={detail} listPath={organizationListPath(setup.tab)}>
        {(record) => <EditForm key={record.id} setup={setup} record={record} reload={detail.refetch} />}
      </RecordGate>
    </>
  );
}

function EditForm<Detail extends Stored, Values, Body extends { surveyFy: number }>({
  setup: { tab, RecordForm, update, valuesOf, history },
  record,
  reload,
}: {
  setup: EditSetup<Detail, Values, Body>;
  record: Detail;
  reload: () => Promise<{ data?: Detail }>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const errors = useSubmitErrors(form);
  const leave = useLeaveForm(form, organizationListPath(tab, record.surveyFy));
  // A closed year's record shows read-only (the form's 一覧へ戻る sets its own `disabled`, so it stays usable).
  const { writable } = useYearWritable(record.surveyFy);

  const submit = async (body: Body) => {
    errors.clear();
    try {
      await update.mutateAsync({ ...body, id: record.id, version: record.version });
      message.success('編集が完了しました');
      leave.done(organizationListPath(tab, body.surveyFy));
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
    form.setFieldsValue(valuesOf(fresh.data) as Parameters<typeof form.setFieldsValue>[0]);
  };

  return (
    <>
      <Flex justify="end" style={{ marginBottom: 8, maxWidth: 880 }}>
        <RecordHistory entity={history.entity} entityKey={history.keyOf(record)} />
      </Flex>
      <ClosedYearNotice surveyFy={record.surveyFy} />
      <SubmitErrorAlert error={errors.error} onReload={loadLatest} />
      <ConfigProvider componentDisabled={!writable}>
        <RecordForm
          form={form}
          mode="edit"
          initialValues={valuesOf(record)}
          saving={update.isPending}
          onSubmit={submit}
          onBack={leave.back}
        />
      </ConfigProvider>
      {leave.holder}
    </>
  );
}

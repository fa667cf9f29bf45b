import { useState } from 'react';
import { buildPath, errorMessageOf, findRoute, useRouteParams } from '@sdp/shared';
import { Alert, Button, PageHeader, Panel, Skeleton, SubmitErrorAlert } from '@sdp/shared/ui';
import { RecordHistory } from '@sdp/shared/ui/history';
import { App } from '@sdp/shared/ui/app';
import { Form, useSubmitErrors } from '@sdp/shared/ui/form';
import { useLeaveForm } from '@sdp/shared/ui/leave-guard';
import { isRecordMissing, RecordNotFound } from '@sdp/shared/ui/result';
import { useAuthorityGroup, type AuthorityGroupDetail } from '../api/get-authority-group';
import { useUpdateAuthorityGroup } from '../api/update-authority-group';
import { AuditInfo } from '../components/audit-info';
import { AuthorityGroupForm, type AuthorityGroupFormValues } from '../components/authority-group-form';
import { useSingleFlight } from '../components/use-single-flight';

const TITLE = findRoute('maintenance-authority-edit-id').title;
const LIST_PATH = buildPath('maintenance-authority-list');

const toFormValues = (detail: AuthorityGroupDetail): AuthorityGroupFormValues => ({
  authorityGroupId: detail.authorityGroupId,
  authorityGroupName: detail.authorityGroupName,
  dataViewingClass: detail.dataViewingClass === 2 ? 2 : 1,
  note: detail.note ?? undefined,
  roles: detail.roles,
  version: detail.version,
});

export default function AuthorityEditPage() {
  const { id = '' } = useRouteParams();
  const detail = useAuthorityGroup(id);
  const missing = detail.isError && isRecordMissing(detail.error);

  let body;
  if (detail.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <EditForm key={id} detail={detail.data} reload={detail.refetch} />;

  return (
    <>
      <PageHeader
        title={TITLE}
        // No history for a group that is not there.
        extra={missing ? undefined : <RecordHistory entity="authority_group" entityKey={id} />}
      />
      {body}
    </>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isRecordMissing(error)) return <RecordNotFound listPath={LIST_PATH} />;
  return (
    <Alert
      type="error"
      showIcon
      title={errorMessageOf(error)}
      action={
        <Button size="small" onClick={onRetry}>
          再読み込み
        </Button>
      }
    />
  );
}

function EditForm({
  detail,
  reload,
}: {
  detail: AuthorityGroupDetail;
  reload: () => Promise<{ data?: AuthorityGroupDetail }>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AuthorityGroupFormValues>();
  // The form and the audit lines show the version being edited, even if the cache refreshes meanwhile.
  const [snapshot, setSnapshot] = useState(detail);
  const [initialValues] = useState(() => toFormValues(detail));
  const singleFlight = useSingleFlight();
  const update = useUpdateAuthorityGroup();
  const submitErrors = useSubmitErrors(form, { duplicateField: 'authorityGroupId' });
  const leave = useLeaveForm(form, LIST_PATH);

  const submit = async (values: AuthorityGroupFormValues) =>
    singleFlight(async () => {
      submitErrors.clear();
      try {
        await update.mutateAsync({
          ...values,
          authorityGroupId: snapshot.authorityGroupId,
          version: form.getFieldValue('version') as number,
        });
        message.success('編集が完了しました');
        leave.done();
      } catch (error) {
        submitErrors.handle(error);
      }
    });

  const loadLatest = async () => {
    const { data } = await reload();
    if (!data) return;
    setSnapshot(data);
    form.resetFields();
    form.setFieldsValue(toFormValues(data));
    submitErrors.clear();
  };

  return (
    <Panel>
      <AuditInfo detail={snapshot} />
      <SubmitErrorAlert error={submitErrors.error} onReload={() => void loadLatest()} />
      <AuthorityGroupForm
        form={form}
        mode="edit"
        initialValues={initialValues}
        saving={update.isPending}
        onSubmit={submit}
        onCancel={leave.back}
      />
      {leave.holder}
    </Panel>
  );
}

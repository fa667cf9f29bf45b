import type { ComponentProps } from 'react';
import type { Role } from '@sdp/shared';
import {
  ActionBar,
  Alert,
  Button,
  DATA_VIEWING_CLASS_LABELS,
  DATA_VIEWING_CLASSES,
  Skeleton,
} from '@sdp/shared/ui';
import { Checkbox } from '@sdp/shared/ui/checkbox';
import { Form, toFormRules, type FormInstance, labelledOptions } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Radio } from '@sdp/shared/ui/radio';
import { useAuthorityRoles } from '../api/get-authority-roles';
import {
  AUTHORITY_GROUP_ID_MAX,
  authorityGroupIdRules,
  authorityGroupNameRules,
  dataViewingClassRules,
  noteRules,
  rolesRules,
} from './authority-group-rules';

export interface AuthorityGroupFormValues {
  authorityGroupId: string;
  authorityGroupName: string;
  dataViewingClass: 1 | 2;
  note?: string;
  roles: Role[];
  /** Edit only: kept in the form's store (no field) so it stays the version the user started from. */
  version?: number;
}

export const EMPTY_AUTHORITY_GROUP: Partial<AuthorityGroupFormValues> = { dataViewingClass: 1, roles: [] };

/**
 * Form.Item marks its control aria-required, which a checkbox group (role="group") may not carry (ARIA 1.2): the
 * label's * mark and the field's error message say the roles are required.
 */
function RoleCheckboxGroup({
  'aria-required': _required,
  ...props
}: ComponentProps<typeof Checkbox.Group> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group {...props} />;
}

/** The fields of 権限登録 and 権限編集; the page owns the form instance, the submit and the server errors. */
export function AuthorityGroupForm({
  form,
  mode,
  initialValues,
  saving,
  onSubmit,
  onCancel,
}: {
  form: FormInstance<AuthorityGroupFormValues>;
  mode: 'create' | 'edit';
  initialValues: Partial<AuthorityGroupFormValues>;
  saving: boolean;
  onSubmit: (values: AuthorityGroupFormValues) => void;
  onCancel: () => void;
}) {
  const roles = useAuthorityRoles();
  return (
    <Form<AuthorityGroupFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      disabled={saving}
      style={{ maxWidth: 720 }}
      scrollToFirstError
    >
      <Form.Item
        name="authorityGroupId"
        label="権限グループID"
        rules={toFormRules(...authorityGroupIdRules)}
        extra={
          mode === 'create'
            ? `半角英大文字・数字・アンダースコア、${AUTHORITY_GROUP_ID_MAX}文字以内`
            : undefined
        }
      >
        <Input
          readOnly={mode === 'edit'}
          variant={mode === 'edit' ? 'filled' : undefined}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item
        name="authorityGroupName"
        label="権限グループ名"
        rules={toFormRules(...authorityGroupNameRules)}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="dataViewingClass"
        label="データ閲覧区分"
        required
        rules={toFormRules(...dataViewingClassRules)}
      >
        <Radio.Group options={labelledOptions(DATA_VIEWING_CLASSES, DATA_VIEWING_CLASS_LABELS)} />
      </Form.Item>
      <Form.Item name="note" label="備考" rules={toFormRules(...noteRules)}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item label="ロール" required>
        {roles.isPending ? <Skeleton active paragraph={{ rows: 3 }} title={false} /> : null}
        {roles.isError ? (
          <Alert
            type="error"
            showIcon
            title="ロールの一覧を取得できませんでした"
            action={
              <Button size="small" onClick={() => void roles.refetch()}>
                再読み込み
              </Button>
            }
          />
        ) : null}
        <Form.Item name="roles" noStyle rules={toFormRules(...rolesRules)}>
          <RoleCheckboxGroup
            aria-label="ロール"
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 8 }}
            options={(roles.data ?? []).map((role) => ({ value: role.roleId, label: role.roleName }))}
          />
        </Form.Item>
      </Form.Item>
      <ActionBar>
        <Button onClick={onCancel}>キャンセル</Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          {mode === 'create' ? '登録' : '更新'}
        </Button>
      </ActionBar>
    </Form>
  );
}

import type { ReactNode } from 'react';
import type { Camel } from '@sdp/shared';
import type { UserFields } from '@sdp/shared/contracts';
import { ActionBar, Button, Col, Row } from '@sdp/shared/ui';
import { Form, type FormInstance } from '@sdp/shared/ui/form';
import { DateInput } from '@sdp/shared/ui/date-picker';
import { Input } from '@sdp/shared/ui/input';
import { Select } from '@sdp/shared/ui/select';
import { useAuthorityGroupOptions, useGroups, useHeadquarters, useOffices } from '../api/get-lookups';
import { USER_FORM_RULES } from './user-form-rules';

/**
 * Values of the form: the contract's user fields (camelCase; the API client converts them) without the names the
 * lookups give, each empty until typed, and the request's comment.
 */
export type UserFormValues = Partial<
  Omit<Camel<UserFields>, 'orgGroupName' | 'headquarterName' | 'officeName' | 'officeClass'>
> & { comment?: string };

/** Names of the codes already on record, so a value shows even when a lookup does not list it. */
export interface KnownNames {
  orgGroupName?: string | null;
  headquarterName?: string | null;
  officeName?: string | null;
  authorityGroup?: string | null;
}

type Option = { value: string; label: string };

const withKnown = (
  options: Option[],
  value: string | undefined,
  name: string | null | undefined,
): Option[] =>
  value && !options.some((option) => option.value === value)
    ? [{ value, label: name ? `${name}（${value}）` : value }, ...options]
    : options;

/** What the request adds to the form values: the names and office class of the chosen codes. */
export interface OrganizationNames {
  orgGroupName?: string;
  headquarterName?: string;
  officeName?: string;
  officeClass?: number;
}

/** The user fields, organisation by cascading selects (group → headquarters; office), and the comment. */
export function UserForm({
  form,
  initialValues,
  known = {},
  commentLabel = '申請コメント',
  submitLabel,
  submitting,
  disabled,
  onSubmit,
  onCancel,
  extraActions,
}: {
  form: FormInstance<UserFormValues>;
  initialValues?: UserFormValues;
  known?: KnownNames;
  commentLabel?: string;
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
  onSubmit: (values: UserFormValues, names: OrganizationNames) => void;
  onCancel: () => void;
  extraActions?: ReactNode;
}) {
  const groupCode = Form.useWatch('orgGroupCode', form) ?? initialValues?.orgGroupCode;
  const groups = useGroups();
  const headquarters = useHeadquarters(groupCode);
  const headquarterCode = Form.useWatch('headquarterCode', form);
  const offices = useOffices(groupCode, headquarterCode);
  const authorityGroups = useAuthorityGroupOptions();

  const groupOptions = withKnown(
    (groups.data?.groups ?? []).map((group) => ({
      value: group.groupCode,
      label: `${group.groupName}（${group.groupCode}）`,
    })),
    initialValues?.orgGroupCode,
    known.orgGroupName,
  );
  const headquarterOptions = withKnown(
    (headquarters.data?.headquarters ?? [])
      .filter((item) => item.headquarterCode)
      .map((item) => ({
        value: item.headquarterCode!,
        label: `${item.headquarterName ?? ''}（${item.headquarterCode}）`,
      })),
    groupCode === initialValues?.orgGroupCode ? initialValues?.headquarterCode : undefined,
    known.headquarterName,
  );
  const officeOptions = withKnown(
    (offices.data?.offices ?? []).map((office) => ({
      value: office.officeCode,
      label: `${office.officeName}（${office.officeCode}）`,
    })),
    initialValues?.officeCode,
    known.officeName,
  );
  const authorityOptions = withKnown(
    authorityGroups.data ?? [],
    initialValues?.authorityGroupId,
    known.authorityGroup,
  );

  const submit = (values: UserFormValues) => {
    const group = groups.data?.groups.find((item) => item.groupCode === values.orgGroupCode);
    const hq = headquarters.data?.headquarters.find(
      (item) => item.headquarterCode === values.headquarterCode,
    );
    const office = offices.data?.offices.find((item) => item.officeCode === values.officeCode);
    onSubmit(values, {
      orgGroupName:
        group?.groupName ??
        (values.orgGroupCode === initialValues?.orgGroupCode ? (known.orgGroupName ?? undefined) : undefined),
      headquarterName: hq?.headquarterName ?? undefined,
      officeName: office?.officeName ?? undefined,
      officeClass: office?.officeClass,
    });
  };

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      disabled={disabled}
      style={{ maxWidth: 880 }}
      aria-label="ユーザー情報"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="surname" label="姓" rules={USER_FORM_RULES.surname}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="givenName" label="名" rules={USER_FORM_RULES.givenName}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="surnameKana" label="姓（フリガナ）" rules={USER_FORM_RULES.surnameKana}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="givenNameKana" label="名（フリガナ）" rules={USER_FORM_RULES.givenNameKana}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="mail" label="メールアドレス" rules={USER_FORM_RULES.mail}>
            <Input maxLength={100} autoComplete="off" inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="orgGroupCode"
            label="グループ"
            rules={USER_FORM_RULES.orgGroupCode}
            help={groups.isError ? '組織の一覧を取得できませんでした' : undefined}
          >
            <Select
              options={groupOptions}
              loading={groups.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={() => form.setFieldsValue({ headquarterCode: undefined, officeCode: undefined })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="headquarterCode" label="本部">
            <Select
              allowClear
              options={headquarterOptions}
              loading={Boolean(groupCode) && headquarters.isPending}
              disabled={disabled || !groupCode}
              placeholder={groupCode ? undefined : '先にグループを選択してください'}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={() => form.setFieldValue('officeCode', undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="officeCode"
            label="事業所"
            help={offices.isError ? '事業所の一覧を取得できないため、事業所は選択できません' : undefined}
          >
            <Select
              allowClear
              options={officeOptions}
              loading={Boolean(groupCode) && offices.isPending}
              disabled={disabled || !groupCode || offices.isError}
              placeholder={groupCode ? undefined : '先にグループを選択してください'}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="authorityGroupId" label="権限グループ" rules={USER_FORM_RULES.authorityGroupId}>
            <Select
              options={authorityOptions}
              loading={authorityGroups.isPending}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="accessUntil"
            label="利用期限"
            rules={USER_FORM_RULES.accessUntil}
            extra="この日（日本時間）まで利用できます。空欄は無期限です。"
          >
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="note" label="備考" rules={USER_FORM_RULES.note}>
            <Input.TextArea rows={2} maxLength={100} showCount />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="comment" label={commentLabel} rules={USER_FORM_RULES.comment}>
            <Input.TextArea rows={3} maxLength={100} showCount />
          </Form.Item>
        </Col>
      </Row>
      <ActionBar>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={false}>
          キャンセル
        </Button>
        {extraActions}
      </ActionBar>
    </Form>
  );
}

import { rules } from '@sdp/shared';
import { Panel } from '@sdp/shared/ui';
import { Form, toFormRules, type FormInstance } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { SurveyYearSelect } from '@sdp/shared/ui/select';
import { useGroups, useHeadquarters } from '../../../common/api/lookups';
import { FormActions } from '../../../common/components/form-actions';
import { OrgCascadeFields } from '../../../common/components/org-cascade-fields';
import type { InternalCreateBody } from '../api/create-internal-unit';

export interface InternalUnitFormValues {
  surveyFy: number;
  groupCode?: string;
  headquarterCode?: string;
  departmentCode?: string;
  departmentName?: string;
  sectionCode?: string;
  sectionName?: string;
}

const FIELD_RULES = {
  departmentCode: toFormRules(rules.required('部コード'), rules.halfAlnum, rules.maxLength(5)),
  departmentName: toFormRules(rules.required('部名'), rules.maxLength(100)),
  sectionCode: toFormRules(rules.halfAlnum, rules.maxLength(8)),
  sectionName: toFormRules(rules.maxLength(100)),
};

/** Registration and edit form of an internal unit: a department, or a section of one. */
export function InternalUnitForm({
  form,
  mode,
  initialValues,
  saving,
  onSubmit,
  onBack,
}: {
  form: FormInstance<InternalUnitFormValues>;
  mode: 'create' | 'edit';
  initialValues: InternalUnitFormValues;
  saving: boolean;
  onSubmit: (body: InternalCreateBody) => void;
  onBack: () => void;
}) {
  const surveyFy = Form.useWatch('surveyFy', form) ?? initialValues.surveyFy;
  const groupCode = Form.useWatch('groupCode', form);
  const groups = useGroups(surveyFy);
  const headquarters = useHeadquarters(surveyFy, groupCode);
  const sectionCode = Form.useWatch('sectionCode', form);

  const finish = (values: InternalUnitFormValues) => {
    const group = groups.data?.groups.find((g) => g.groupCode === values.groupCode);
    const hq = headquarters.data?.headquarters.find((h) => h.headquarterCode === values.headquarterCode);
    onSubmit({
      surveyFy: values.surveyFy,
      groupCode: values.groupCode ?? '',
      groupName: group?.groupName ?? '',
      headquarterCode: values.headquarterCode ?? '',
      headquarterName: hq?.headquarterName ?? '',
      departmentCode: values.departmentCode?.trim() ?? '',
      departmentName: values.departmentName?.trim() ?? '',
      sectionCode: values.sectionCode?.trim() || undefined,
      sectionName: values.sectionName?.trim() || undefined,
    });
  };

  return (
    <Panel style={{ maxWidth: 800 }}>
      <Form<InternalUnitFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={finish}
        scrollToFirstError
      >
        <Form.Item name="surveyFy" label="調査年度" rules={toFormRules(rules.requiredSelect('調査年度'))}>
          <SurveyYearSelect
            onChange={() => form.setFieldsValue({ groupCode: undefined, headquarterCode: undefined })}
          />
        </Form.Item>
        <OrgCascadeFields
          surveyFy={surveyFy}
          names={{ group: 'groupCode', headquarter: 'headquarterCode' }}
        />
        <Form.Item
          name="departmentCode"
          label="部コード"
          rules={FIELD_RULES.departmentCode}
          extra="半角英数字5文字以内"
        >
          <Input disabled={mode === 'edit'} maxLength={5} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item name="departmentName" label="部名" rules={FIELD_RULES.departmentName}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="sectionCode"
          label="課コード"
          rules={FIELD_RULES.sectionCode}
          extra="課を登録する場合のみ（半角英数字8文字以内）"
        >
          <Input disabled={mode === 'edit'} maxLength={8} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="sectionName"
          label="課名"
          dependencies={['sectionCode']}
          rules={[...FIELD_RULES.sectionName, ...(sectionCode ? toFormRules(rules.required('課名')) : [])]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <FormActions saving={saving} submitLabel={mode === 'create' ? '登録' : '更新'} onBack={onBack} />
      </Form>
    </Panel>
  );
}

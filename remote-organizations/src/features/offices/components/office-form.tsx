import { rules, type Rule } from '@sdp/shared';
import { Divider, OFFICE_CLASS_LABELS, OFFICE_CLASSES, Panel } from '@sdp/shared/ui';
import { Form, toFormRules, type FormInstance } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Radio } from '@sdp/shared/ui/radio';
import { SurveyYearSelect } from '@sdp/shared/ui/select';
import { FormActions } from '../../../common/components/form-actions';
import { OrgCascadeFields } from '../../../common/components/org-cascade-fields';
import {
  CountryField,
  SurveyTargetFields,
  type SurveyTargetValues,
} from '../../../common/components/survey-target-fields';
import type { OfficeCreateBody } from '../api/create-office';

export interface OfficeFormValues extends SurveyTargetValues {
  surveyFy: number;
  officeClass?: number;
  groupCode?: string;
  supervisionCode?: string;
  supervisionNameEng?: string;
  adminCode?: string;
  adminNameEng?: string;
  officeCode?: string;
  officeName?: string;
  officeNameEng?: string;
  countryCode?: string;
}

const englishRules = (...extra: Rule[]) => toFormRules(...extra, rules.halfWidth, rules.maxLength(100));

const FIELD_RULES = {
  officeClass: toFormRules(rules.requiredSelect('事業所区分')),
  officeCode: toFormRules(rules.required('事業所コード'), rules.halfAlnumHyphen, rules.maxLength(8)),
  officeName: toFormRules(rules.required('事業所名'), rules.maxLength(100)),
  english: englishRules(),
};

/** Registration and edit form of an office (domestic office, overseas office, local corporation). */
export function OfficeForm({
  form,
  mode,
  initialValues,
  saving,
  onSubmit,
  onBack,
}: {
  form: FormInstance<OfficeFormValues>;
  mode: 'create' | 'edit';
  initialValues: OfficeFormValues;
  saving: boolean;
  onSubmit: (body: OfficeCreateBody) => void;
  onBack: () => void;
}) {
  const surveyFy = Form.useWatch('surveyFy', form) ?? initialValues.surveyFy;

  const finish = (values: OfficeFormValues) =>
    onSubmit({
      surveyFy: values.surveyFy,
      officeClass: values.officeClass as OfficeCreateBody['officeClass'],
      supervisionCode: values.supervisionCode ?? '',
      supervisionNameEng: values.supervisionNameEng?.trim() || undefined,
      adminCode: values.adminCode ?? '',
      adminNameEng: values.adminNameEng?.trim() || undefined,
      officeCode: values.officeCode?.trim() ?? '',
      officeName: values.officeName?.trim() ?? '',
      officeNameEng: values.officeNameEng?.trim() || undefined,
      countryCode: values.countryCode ?? '',
      surveyTargetClass: values.surveyTargetClass as OfficeCreateBody['surveyTargetClass'],
      isSurveyRequired: values.isSurveyRequired ?? true,
      exclusionReason: values.exclusionReason?.trim() || undefined,
      notes: values.notes?.trim() || undefined,
      locationType: values.locationType as OfficeCreateBody['locationType'],
    });

  return (
    <Panel style={{ maxWidth: 840 }}>
      <Form<OfficeFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={finish}
        scrollToFirstError
        onValuesChange={(changed: Partial<OfficeFormValues>) => {
          // A domestic office is in Japan; an overseas one picks its country.
          if (changed.officeClass === 1) form.setFieldsValue({ countryCode: 'JPN' });
        }}
      >
        <Form.Item name="surveyFy" label="調査年度" rules={toFormRules(rules.requiredSelect('調査年度'))}>
          <SurveyYearSelect
            id="surveyFy"
            onChange={() =>
              form.setFieldsValue({ groupCode: undefined, supervisionCode: undefined, adminCode: undefined })
            }
          />
        </Form.Item>
        <Form.Item name="officeClass" label="事業所区分" rules={FIELD_RULES.officeClass}>
          <Radio.Group
            options={OFFICE_CLASSES.map((value) => ({ value, label: OFFICE_CLASS_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item
          name="officeCode"
          label="事業所コード"
          rules={FIELD_RULES.officeCode}
          extra="半角英数字とハイフン8文字以内"
        >
          <Input disabled={mode === 'edit'} maxLength={8} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item name="officeName" label="事業所名" rules={FIELD_RULES.officeName}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="officeNameEng" label="事業所名（英語）" rules={FIELD_RULES.english}>
          <Input maxLength={100} />
        </Form.Item>
        <CountryField />
        <Divider titlePlacement="start">統括・管理組織</Divider>
        <OrgCascadeFields
          surveyFy={surveyFy}
          names={{ group: 'groupCode', headquarter: 'supervisionCode', department: 'adminCode' }}
          labels={{ headquarter: '統括本部', department: '管理部' }}
        />
        <Form.Item name="supervisionNameEng" label="統括本部名（英語）" rules={FIELD_RULES.english}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="adminNameEng" label="管理部名（英語）" rules={FIELD_RULES.english}>
          <Input maxLength={100} />
        </Form.Item>
        <Divider titlePlacement="start">調査対象</Divider>
        <SurveyTargetFields />
        <FormActions saving={saving} submitLabel={mode === 'create' ? '登録' : '更新'} onBack={onBack} />
      </Form>
    </Panel>
  );
}

import { rules, type Rule } from '@sdp/shared';
import { Divider, OFFICE_CLASS_LABELS, OFFICE_CLASSES, Panel } from '@sdp/shared/ui';
import { Form, toFormRules, type FormInstance, labelledOptions } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Radio } from '@sdp/shared/ui/radio';
import { SurveyYearSelect } from '@sdp/shared/ui/select';
import { FormActions } from '../../../common/components/form-actions';
import { OrgCascadeFields } from '../../../common/components/org-cascade-fields';
import { CountryField, SurveyTargetFields } from '../../../common/components/survey-target-fields';
import { trimmedValues, type FormValuesOf } from '../../../common/form-values';
import type { OfficeCreateBody } from '../api/create-office';
import type { OfficeDetail } from '../api/get-office';

/** The create body's fields (as the detail answer types them) and the group above the headquarters. */
export type OfficeFormValues = FormValuesOf<Pick<OfficeDetail, keyof OfficeCreateBody | 'groupCode'>> & {
  surveyFy: number;
};

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

  // The group only narrows the headquarters list; the form has validated the required fields.
  const finish = ({ groupCode: _group, ...values }: OfficeFormValues) =>
    onSubmit({
      ...trimmedValues(values),
      isSurveyRequired: values.isSurveyRequired ?? true,
    } as OfficeCreateBody);

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
            onChange={() =>
              form.setFieldsValue({ groupCode: undefined, supervisionCode: undefined, adminCode: undefined })
            }
          />
        </Form.Item>
        <Form.Item name="officeClass" label="事業所区分" rules={FIELD_RULES.officeClass}>
          <Radio.Group options={labelledOptions(OFFICE_CLASSES, OFFICE_CLASS_LABELS)} />
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

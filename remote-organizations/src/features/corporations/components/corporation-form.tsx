import { rules } from '@sdp/shared';
import {
  CONSOLIDATION_CLASS_CODES,
  CONSOLIDATION_CLASS_LABELS,
  Divider,
  INTERNAL_EXTERNAL_CLASS_CODES,
  INTERNAL_EXTERNAL_CLASS_LABELS,
  Panel,
  REGION_CODES,
  REGION_LABELS,
} from '@sdp/shared/ui';
import { Form, toFormRules, type FormInstance, labelledOptions } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Radio } from '@sdp/shared/ui/radio';
import { Select, SurveyYearSelect } from '@sdp/shared/ui/select';
import { FormActions } from '../../../common/components/form-actions';
import { OrgCascadeFields } from '../../../common/components/org-cascade-fields';
import { CountryField, SurveyTargetFields } from '../../../common/components/survey-target-fields';
import { trimmedValues, type FormValuesOf } from '../../../common/form-values';
import type { CorporationCreateBody } from '../api/create-corporation';
import type { CorporationDetail } from '../api/get-corporation';

/** The create body's fields (as the detail answer types them) and the cascade's upper levels above the department. */
export type CorporationFormValues = FormValuesOf<
  Pick<CorporationDetail, keyof CorporationCreateBody | 'groupCode' | 'headquarterCode'>
> & { surveyFy: number };

const english = toFormRules(rules.halfWidth, rules.maxLength(100));
const FIELD_RULES = {
  companyCode: toFormRules(rules.required('会社コード'), rules.halfDigits, rules.maxLength(8)),
  companyName: toFormRules(rules.required('会社名'), rules.maxLength(100)),
  companyFormalName: toFormRules(rules.required('正式会社名'), rules.maxLength(100)),
  kana: toFormRules(rules.katakanaFullLetters, rules.maxLength(100)),
  text: toFormRules(rules.maxLength(100)),
  notes: toFormRules(rules.maxLength(100), rules.multiline),
  regionCode: toFormRules(rules.requiredSelect('地域')),
  internalExternal: toFormRules(rules.requiredSelect('国内／海外')),
  consolidation: toFormRules(rules.requiredSelect('連結区分')),
};

/** Registration and edit form of a related (consolidated) company. */
export function CorporationForm({
  form,
  mode,
  initialValues,
  saving,
  onSubmit,
  onBack,
}: {
  form: FormInstance<CorporationFormValues>;
  mode: 'create' | 'edit';
  initialValues: CorporationFormValues;
  saving: boolean;
  onSubmit: (body: CorporationCreateBody) => void;
  onBack: () => void;
}) {
  const surveyFy = Form.useWatch('surveyFy', form) ?? initialValues.surveyFy;

  // The cascade's upper levels only narrow the department list; the form has validated the required fields.
  const finish = ({ groupCode: _group, headquarterCode: _headquarter, ...values }: CorporationFormValues) =>
    onSubmit({
      ...trimmedValues(values),
      isSurveyRequired: values.isSurveyRequired ?? true,
    } as CorporationCreateBody);

  return (
    <Panel style={{ maxWidth: 840 }}>
      <Form<CorporationFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={finish}
        scrollToFirstError
        onValuesChange={(changed: Partial<CorporationFormValues>) => {
          if (changed.internalExternalClassCode === 'D')
            form.setFieldsValue({ countryCode: 'JPN', regionCode: '01' });
        }}
      >
        <Form.Item name="surveyFy" label="調査年度" rules={toFormRules(rules.requiredSelect('調査年度'))}>
          <SurveyYearSelect
            onChange={() =>
              form.setFieldsValue({
                groupCode: undefined,
                headquarterCode: undefined,
                departmentCode: undefined,
              })
            }
          />
        </Form.Item>
        <Form.Item
          name="companyCode"
          label="会社コード"
          rules={FIELD_RULES.companyCode}
          extra="半角数字8文字以内"
        >
          <Input disabled={mode === 'edit'} maxLength={8} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item name="companyName" label="会社名" rules={FIELD_RULES.companyName}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="companyNameEng" label="会社名（英語）" rules={english}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="companyAbbreviation" label="略称" rules={FIELD_RULES.text}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="companyFormalName" label="正式会社名" rules={FIELD_RULES.companyFormalName}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="companyFormalNameEng" label="正式会社名（英語）" rules={english}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="companyFormalNameKana"
          label="正式会社名（カナ）"
          rules={FIELD_RULES.kana}
          extra="全角カタカナ・全角英字"
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="businessContent" label="事業内容" rules={FIELD_RULES.notes}>
          <Input.TextArea rows={2} maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="internalExternalClassCode" label="国内／海外" rules={FIELD_RULES.internalExternal}>
          <Radio.Group
            options={labelledOptions(INTERNAL_EXTERNAL_CLASS_CODES, INTERNAL_EXTERNAL_CLASS_LABELS)}
          />
        </Form.Item>
        <Form.Item name="consolidationClassCode" label="連結区分" rules={FIELD_RULES.consolidation}>
          <Radio.Group options={labelledOptions(CONSOLIDATION_CLASS_CODES, CONSOLIDATION_CLASS_LABELS)} />
        </Form.Item>
        <Form.Item name="regionCode" label="地域" rules={FIELD_RULES.regionCode}>
          <Select style={{ maxWidth: 240 }} options={labelledOptions(REGION_CODES, REGION_LABELS)} />
        </Form.Item>
        <CountryField />
        <Divider titlePlacement="start">主管組織</Divider>
        <OrgCascadeFields
          surveyFy={surveyFy}
          names={{ group: 'groupCode', headquarter: 'headquarterCode', department: 'departmentCode' }}
          labels={{ department: '主管部' }}
        />
        <Divider titlePlacement="start">調査対象</Divider>
        <SurveyTargetFields />
        <FormActions saving={saving} submitLabel={mode === 'create' ? '登録' : '更新'} onBack={onBack} />
      </Form>
    </Panel>
  );
}

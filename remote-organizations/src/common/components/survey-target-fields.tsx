import { rules } from '@sdp/shared';
import {
  LOCATION_TYPE_LABELS,
  LOCATION_TYPES,
  SURVEY_TARGET_CLASS_LABELS,
  SURVEY_TARGET_CLASSES,
} from '@sdp/shared/ui';
import { Form, toFormRules, labelledOptions } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Radio } from '@sdp/shared/ui/radio';
import { Select } from '@sdp/shared/ui/select';
import { useCountries } from '../api/lookups';

/** Survey target class, whether a survey is needed (and why not), location type and notes: offices and companies. */
export function SurveyTargetFields() {
  const form = Form.useFormInstance();
  const required = Form.useWatch<boolean | undefined>('isSurveyRequired', form);
  return (
    <>
      <Form.Item
        name="surveyTargetClass"
        label="調査対象区分"
        rules={toFormRules(rules.requiredSelect('調査対象区分'))}
      >
        <Select
          style={{ maxWidth: 240 }}
          options={labelledOptions(SURVEY_TARGET_CLASSES, SURVEY_TARGET_CLASS_LABELS)}
        />
      </Form.Item>
      <Form.Item
        name="isSurveyRequired"
        label="調査要否"
        rules={toFormRules(rules.requiredSelect('調査要否'))}
      >
        <Radio.Group
          options={[
            { value: true, label: '要' },
            { value: false, label: '否' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="exclusionReason"
        label="対象外理由"
        dependencies={['isSurveyRequired']}
        rules={toFormRules(
          ...(required === false ? [rules.required('対象外理由')] : []),
          rules.maxLength(100),
          rules.multiline,
        )}
        extra={required === false ? '調査不要の場合は必須です' : undefined}
      >
        <Input.TextArea rows={2} maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="locationType" label="所在形態">
        <Radio.Group options={labelledOptions(LOCATION_TYPES, LOCATION_TYPE_LABELS)} />
      </Form.Item>
      <Form.Item name="notes" label="備考" rules={toFormRules(rules.maxLength(100), rules.multiline)}>
        <Input.TextArea rows={2} maxLength={100} showCount />
      </Form.Item>
    </>
  );
}

/** Country select over GET /organizations/country_list. */
export function CountryField({ name = 'countryCode' }: { name?: string }) {
  const countries = useCountries();
  return (
    <Form.Item name={name} label="国" rules={toFormRules(rules.requiredSelect('国'))}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        style={{ maxWidth: 320 }}
        loading={countries.isPending}
        placeholder="国を選択"
        options={(countries.data?.countries ?? []).map((country) => ({
          value: country.countryCode,
          label: `${country.countryCode} ${country.countryName}`,
        }))}
      />
    </Form.Item>
  );
}

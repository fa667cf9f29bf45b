import { memo } from 'react';
import { Checkbox } from '@sdp/shared/ui/checkbox';
import { Form } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { ListFilters } from '@sdp/shared/ui/list';
import { Select, SurveyYearSelect } from '@sdp/shared/ui/select';
import { useHeadquarters } from '../api/headquarters';

export interface TargetFilterValues {
  surveyFy?: number;
  kind?: string;
  headquarterCode?: string;
  changedOnly?: boolean;
  keyword?: string;
}

/**
 * Year (applies at once), kind, headquarters, keyword and changed-only, laid out as every list's filters. Memoised:
 * a page change leaves it as it was (the page passes stable values and handlers).
 */
export const SurveyTargetFilters = memo(function SurveyTargetFilters({
  surveyFy,
  values,
  onSearch,
  onClear,
  onYear,
}: {
  /** The year shown: its headquarters are offered. */
  surveyFy: number;
  values: TargetFilterValues;
  onSearch: (values: TargetFilterValues) => void;
  onClear: () => void;
  onYear: (surveyFy: number) => void;
}) {
  const headquarters = useHeadquarters(surveyFy);
  return (
    <ListFilters<TargetFilterValues>
      values={values}
      onSearch={onSearch}
      onClear={onClear}
      applyAtOnce={['surveyFy']}
      onApply={(changed) => {
        if (changed.surveyFy !== undefined) onYear(changed.surveyFy);
      }}
    >
      <Form.Item name="surveyFy" label="調査年度">
        <SurveyYearSelect />
      </Form.Item>
      <Form.Item name="kind" label="区分">
        <Select
          allowClear
          placeholder="すべて"
          options={[
            { value: 'office', label: '事業所' },
            { value: 'corp', label: '関係会社' },
          ]}
        />
      </Form.Item>
      <Form.Item name="headquarterCode" label="本部">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="すべて"
          loading={headquarters.isLoading}
          options={(headquarters.data ?? []).map((hq) => ({
            value: hq.headquarterCode ?? '',
            label: `${hq.headquarterCode} ${hq.headquarterName ?? ''}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="keyword" label="キーワード">
        <Input allowClear placeholder="コード・名称" maxLength={100} />
      </Form.Item>
      <Form.Item name="changedOnly" valuePropName="checked" label="変更">
        <Checkbox>前年度から変更ありのみ</Checkbox>
      </Form.Item>
    </ListFilters>
  );
});

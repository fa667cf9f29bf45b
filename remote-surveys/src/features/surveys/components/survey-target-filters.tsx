import { Flex } from '@sdp/shared/ui';
import { Checkbox } from '@sdp/shared/ui/checkbox';
import { Input } from '@sdp/shared/ui/input';
import { Select, SurveyYearSelect } from '@sdp/shared/ui/select';
import { TokenExportButton } from '../../../common/token-export-button';
import { useHeadquarters } from '../api/headquarters';

export interface TargetFilter {
  survey_fy: number;
  kind?: 'office' | 'corp';
  headquarter_code?: string;
  changed_only?: 'true';
  keyword?: string;
}

/** Year, kind, headquarters, keyword and changed-only filters of the survey target list, and its export. */
export function SurveyTargetFilters({
  filter,
  onChange,
}: {
  filter: TargetFilter;
  onChange: (patch: Partial<TargetFilter>) => void;
}) {
  const headquarters = useHeadquarters(filter.survey_fy);
  return (
    <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
      <SurveyYearSelect
        value={filter.survey_fy}
        onChange={(value) => onChange({ survey_fy: value, headquarter_code: undefined })}
      />
      <Select
        aria-label="区分"
        style={{ width: 140 }}
        allowClear
        placeholder="区分"
        value={filter.kind}
        onChange={(value?: 'office' | 'corp') => onChange({ kind: value })}
        options={[
          { value: 'office', label: '事業所' },
          { value: 'corp', label: '関係会社' },
        ]}
      />
      <Select
        aria-label="本部"
        style={{ width: 220 }}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="本部"
        loading={headquarters.isLoading}
        value={filter.headquarter_code}
        onChange={(value?: string) => onChange({ headquarter_code: value })}
        options={(headquarters.data ?? []).map((hq) => ({
          value: hq.headquarterCode ?? '',
          label: `${hq.headquarterCode} ${hq.headquarterName ?? ''}`,
        }))}
      />
      <Input.Search
        key={filter.survey_fy}
        aria-label="キーワード"
        placeholder="コード・名称"
        allowClear
        defaultValue={filter.keyword}
        style={{ width: 220 }}
        onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
      />
      <Checkbox
        checked={filter.changed_only === 'true'}
        onChange={(event) => onChange({ changed_only: event.target.checked ? 'true' : undefined })}
      >
        前年度から変更ありのみ
      </Checkbox>
      <TokenExportButton startPath="/organizations/survey_target/export_jobs" filter={filter} />
    </Flex>
  );
}

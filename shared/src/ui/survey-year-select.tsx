import { Select } from 'antd';
import { SURVEY_YEARS } from '@sdp/shared';

/** Survey year (survey_fy) picker: 2021–2025 (spec §9). */
export function SurveyYearSelect({
  value,
  onChange,
  years = SURVEY_YEARS,
  id,
}: {
  value?: number;
  onChange?: (year: number) => void;
  years?: readonly number[];
  id?: string;
}) {
  return (
    <Select
      id={id}
      aria-label="調査年度"
      style={{ width: 120 }}
      value={value}
      onChange={onChange}
      options={years.map((year) => ({ value: year, label: `${year}年度` }))}
    />
  );
}

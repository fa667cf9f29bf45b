import { Select } from 'antd';
import { Alert, Button, Skeleton } from '@sdp/shared/ui';
import type { ReactNode } from 'react';
import {
  defaultSurveyYear,
  errorMessageOf,
  newestFirst,
  surveyYearLabel,
  SURVEY_YEAR_STATUS,
  useSurveyYears,
  type SurveyYearInfo,
} from '@sdp/shared';

/** Survey year (survey_fy) picker over the years there are (GET /survey_years), newest first; 準備中 years say so. */
export function SurveyYearSelect({
  value,
  onChange,
  preparing = true,
  id,
}: {
  value?: number;
  onChange?: (year: number) => void;
  /** false leaves out 準備中 years (survey-result upload, the report chart: DESIGN.md §7). */
  preparing?: boolean;
  id?: string;
}) {
  const years = useSurveyYears().data ?? [];
  const offered = preparing ? years : years.filter((year) => year.status !== SURVEY_YEAR_STATUS.preparing);
  return (
    <Select
      id={id}
      aria-label="調査年度"
      style={{ width: 160 }}
      value={value}
      onChange={onChange}
      options={newestFirst(offered).map((year) => ({ value: year.surveyFy, label: surveyYearLabel(year) }))}
    />
  );
}

/**
 * Draws its children once the survey years are known, with the year a list opens on (the latest 受付中 year):
 * pages that pick a year wait here rather than guess one.
 */
export function SurveyYearsGate({
  preparing = true,
  children,
}: {
  preparing?: boolean;
  children: (years: { list: SurveyYearInfo[]; initial: number }) => ReactNode;
}) {
  const years = useSurveyYears();
  if (years.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={errorMessageOf(years.error)}
        action={
          <Button size="small" onClick={() => void years.refetch()}>
            再読み込み
          </Button>
        }
      />
    );
  }
  if (!years.data) return <Skeleton active />;
  const list = preparing
    ? years.data
    : years.data.filter((year) => year.status !== SURVEY_YEAR_STATUS.preparing);
  const initial = defaultSurveyYear(list);
  if (initial === undefined) return <Alert type="info" showIcon title="調査年度が登録されていません" />;
  return <>{children({ list, initial })}</>;
}

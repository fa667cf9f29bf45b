import { useQuery } from '@sdp/shared/query';
import { useState } from 'react';
import { call, defaultSurveyYear, errorMessageOf, SURVEY_YEAR_STATUS, useSurveyYears } from '@sdp/shared';
import { Alert, Empty, Flex, Panel, Skeleton } from '@sdp/shared/ui';
import { Progress } from '@sdp/shared/ui/progress';
import { SurveyYearSelect } from '@sdp/shared/ui/select';
import { Typography } from '@sdp/shared/ui/typography';

const percentOf = (reported: number, targets: number) =>
  targets === 0 ? 0 : Math.round((reported / targets) * 1000) / 10;

/** Built-in chart: how many survey targets of each headquarters have reported results, for one survey year. */
export function SurveyCoverageChart() {
  // 準備中 years are left out of the report (DESIGN.md §7); until one is picked, the latest 受付中 year.
  const years = (useSurveyYears().data ?? []).filter((y) => y.status !== SURVEY_YEAR_STATUS.preparing);
  const [picked, setYear] = useState<number>();
  const year = picked ?? defaultSurveyYear(years);
  const coverage = useQuery({
    queryKey: ['reports', 'survey-coverage'],
    queryFn: ({ signal }) => call('getSurveyCoverage', { signal }),
  });
  const rows = (coverage.data?.coverage ?? []).filter((row) => row.surveyFy === year);
  const targets = rows.reduce((sum, row) => sum + row.targets, 0);
  const reported = rows.reduce((sum, row) => sum + row.reported, 0);

  return (
    <Panel
      title={
        <Flex justify="space-between" align="center" gap={12} wrap>
          <span>調査結果の登録状況（本部別）</span>
          <SurveyYearSelect preparing={false} value={year} onChange={setYear} />
        </Flex>
      }
      style={{ marginTop: 24 }}
    >
      {coverage.isLoading ? <Skeleton active /> : null}
      {coverage.error ? <Alert type="error" showIcon title={errorMessageOf(coverage.error)} /> : null}
      {coverage.data && rows.length === 0 ? <Empty description="この年度の調査対象はありません" /> : null}
      {rows.length > 0 ? (
        <>
          <Typography.Paragraph>
            全体：{reported} / {targets}件（{percentOf(reported, targets)}%）
          </Typography.Paragraph>
          <ul aria-label="本部別の登録状況" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((row) => (
              <li key={row.headquarterCode} style={{ padding: '4px 0' }}>
                {/* On a phone the name takes its own line and the bar the next, full width. */}
                <Flex gap={12} align="center" wrap style={{ rowGap: 0 }}>
                  <span style={{ flex: '0 0 220px', maxWidth: '100%' }}>
                    {row.headquarterName ?? row.headquarterCode}
                  </span>
                  <Flex gap={12} align="center" style={{ flex: '1 1 200px' }}>
                    <Progress
                      aria-label={`${row.headquarterName ?? row.headquarterCode}の登録率`}
                      percent={percentOf(row.reported, row.targets)}
                      style={{ flex: 1, margin: 0 }}
                    />
                    <span style={{ minWidth: 72, textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {row.reported} / {row.targets}件
                    </span>
                  </Flex>
                </Flex>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}

import { useQueryClient } from '@sdp/shared/query';
import { useState } from 'react';
import { errorMessageOf, findRoute, SURVEY_YEARS } from '@sdp/shared';
import { Alert, Flex, PageHeader, Space, SURVEY_TARGET_KIND_LABELS } from '@sdp/shared/ui';
import { Card } from '@sdp/shared/ui/card';
import { SurveyYearSelect } from '@sdp/shared/ui/select';
import { Statistic } from '@sdp/shared/ui/statistic';
import { Table } from '@sdp/shared/ui/table';
import { ExportButton } from '@sdp/shared/ui/app';
import { CsvUploadPanel } from '@sdp/shared/ui/csv-upload';
import { SURVEY_RESULT_CSV } from '@sdp/shared/domain';
import { SURVEY_RESULTS_KEY, useSurveyResults, type SurveyResultList } from '../api/survey-results';

const TITLE = findRoute('maintenance-sustainability-survey-upload').title;
const number = (value: number) => value.toLocaleString('ja-JP');

type ResultRow = SurveyResultList['surveyResults'][number];

/** Survey results: upload the CSV of what the survey targets reported, and see the results of a year. */
export default function SurveyUploadPage() {
  const queryClient = useQueryClient();
  const [year, setYear] = useState<number>(SURVEY_YEARS.at(-1) ?? 2025);
  const [page, setPage] = useState(1);
  const results = useSurveyResults(year, page);

  return (
    <>
      <PageHeader title={TITLE} />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card title="CSVファイルのアップロード">
          <CsvUploadPanel
            path="/survey_result/upload"
            definition={SURVEY_RESULT_CSV}
            onImported={() => void queryClient.invalidateQueries({ queryKey: SURVEY_RESULTS_KEY })}
          />
        </Card>
        <Card title="登録済みの調査結果">
          <Flex gap={24} align="center" style={{ marginBottom: 12 }} wrap>
            <SurveyYearSelect
              value={year}
              onChange={(value) => {
                setYear(value);
                setPage(1);
              }}
            />
            <Statistic title="件数" value={results.data?.total ?? 0} suffix="件" />
            <Statistic
              title="CO2排出量"
              value={results.data?.totalEmissions ?? 0}
              precision={3}
              suffix="t-CO2"
            />
            <ExportButton path="/survey_result/export" query={{ surveyFy: year }} label="CSVエクスポート" />
          </Flex>
          {results.error ? (
            <Alert type="error" showIcon role="alert" title={errorMessageOf(results.error)} />
          ) : (
            <Table<ResultRow>
              aria-label="調査結果一覧"
              size="small"
              rowKey="id"
              loading={results.isLoading}
              dataSource={results.data?.surveyResults ?? []}
              locale={{ emptyText: 'この年度の調査結果は登録されていません' }}
              pagination={{
                current: page,
                pageSize: 20,
                total: results.data?.total ?? 0,
                onChange: setPage,
                showSizeChanger: false,
                hideOnSinglePage: true,
              }}
              columns={[
                {
                  title: '区分',
                  dataIndex: 'kind',
                  render: (kind: 'office' | 'corp') => SURVEY_TARGET_KIND_LABELS[kind] ?? kind,
                },
                { title: 'コード', dataIndex: 'code' },
                { title: '名称', dataIndex: 'name' },
                { title: '排出区分', dataIndex: 'category' },
                { title: '活動量', dataIndex: 'activityAmount', align: 'right', render: number },
                { title: '単位', dataIndex: 'unit' },
                { title: 'CO2排出量（t）', dataIndex: 'emissions', align: 'right', render: number },
              ]}
            />
          )}
        </Card>
      </Space>
    </>
  );
}

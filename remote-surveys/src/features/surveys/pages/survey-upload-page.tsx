import { findRoute } from '@sdp/shared';
import { SURVEY_TARGET_KIND_LABELS } from '@sdp/shared/ui';
import { formatNumber, SURVEY_RESULT_CSV } from '@sdp/shared/domain';
import { YearUploadPage } from '@sdp/shared/ui/csv-upload';
import { SURVEY_RESULTS_KEY, useSurveyResults } from '../api/survey-results';

/** Survey results: upload the CSV of what the survey targets reported, and see the results of a year. */
export default function SurveyUploadPage() {
  return (
    <YearUploadPage
      title={findRoute('maintenance-sustainability-survey-upload').title}
      upload={{ operation: 'uploadSurveyResults', definition: SURVEY_RESULT_CSV }}
      uploadKind="survey_result"
      queryKey={SURVEY_RESULTS_KEY}
      useList={useSurveyResults}
      rowsOf={(list) => list.surveyResults}
      exportOperation="exportSurveyResults"
      listTitle="登録済みの調査結果"
      tableLabel="調査結果一覧"
      emptyText="この年度の調査結果は登録されていません"
      count={{ title: '件数', suffix: '件' }}
      emissionsTitle="CO2排出量"
      preparing={false}
      columns={[
        {
          title: '区分',
          dataIndex: 'kind',
          render: (kind: 'office' | 'corp') => SURVEY_TARGET_KIND_LABELS[kind] ?? kind,
        },
        { title: 'コード', dataIndex: 'code' },
        { title: '名称', dataIndex: 'name' },
        { title: '排出区分', dataIndex: 'category' },
        { title: '活動量', dataIndex: 'activityAmount', align: 'right', render: formatNumber },
        { title: '単位', dataIndex: 'unit' },
        { title: 'CO2排出量（t）', dataIndex: 'emissions', align: 'right', render: formatNumber },
      ]}
    />
  );
}

import type { SurveyYearInfo } from '@sdp/shared';
import { Space } from '@sdp/shared/ui';
import { ExportButton } from '@sdp/shared/ui/app';

/** The year's data as the lists export it: the same files staff download, so a verifier checks what they see. */
export function YearExportsSection({ year: { surveyFy } }: { year: SurveyYearInfo }) {
  return (
    <Space wrap aria-label={`${surveyFy}年度のエクスポート`} role="group">
      <ExportButton operation="exportOrganizations" query={{ surveyFy, kind: 'internal' }} label="社内組織" />
      <ExportButton
        operation="exportOrganizations"
        query={{ surveyFy, kind: 'all' }}
        label="事業所・関係会社"
      />
      <ExportButton operation="exportSurveyTargets" query={{ surveyFy }} label="調査対象" />
      <ExportButton operation="exportSurveyResults" query={{ surveyFy }} label="調査結果" />
      <ExportButton operation="exportVehicles" query={{ surveyFy }} label="車両" />
    </Space>
  );
}

import type { SurveyYearInfo } from '@sdp/shared';
import { UploadHistory } from '@sdp/shared/ui/upload-history';

/** Every file uploaded for the year, as uploaded (the evidence behind each figure). */
export function YearUploadsSection({ year }: { year: SurveyYearInfo }) {
  return <UploadHistory surveyFy={year.surveyFy} title="アップロードされたファイル" latest={100} />;
}

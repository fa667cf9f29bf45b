import { SURVEY_YEAR_STATUS, SURVEY_YEAR_STATUS_LABELS, type SurveyYearInfo } from '@sdp/shared';
import { formatJapanDateTime, personLabel } from '@sdp/shared/domain';
import { Space, Tag } from '@sdp/shared/ui';

const STATUS_COLORS = { 0: 'default', 1: 'green', 2: 'red' } as const;

/** The year's state as 年度管理 shows it and, once closed, when and by whom. */
export function YearStatusSection({ year }: { year: SurveyYearInfo }) {
  const closed = year.status === SURVEY_YEAR_STATUS.closed && year.closedDate;
  return (
    <Space wrap>
      <Tag color={STATUS_COLORS[year.status]}>{SURVEY_YEAR_STATUS_LABELS[year.status]}</Tag>
      {closed && (
        <span>
          締め：{formatJapanDateTime(year.closedDate!)}（{personLabel(year.closedUserId, year.closedUserName)}
          ）
        </span>
      )}
    </Space>
  );
}

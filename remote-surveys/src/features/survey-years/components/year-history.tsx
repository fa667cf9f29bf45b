import { SURVEY_YEAR_MOVES, type SurveyYearInfo } from '@sdp/shared';
import { formatJapanDateTime, personLabel } from '@sdp/shared/domain';
import { Timeline } from '@sdp/shared/ui/timeline';

type YearEvent = SurveyYearInfo['history'][number];

const COLORS: Record<YearEvent['move'], string> = { open: 'green', close: 'red', reopen: 'blue' };

/** A year's moves, oldest first: what, when (Japan time), who (氏名（ユーザーID）) and, for a reopen, why. */
export function YearHistory({ year }: { year: SurveyYearInfo }) {
  if (!year.history.length) return <p style={{ margin: 0 }}>記録された操作はありません</p>;
  return (
    <section aria-label={`${year.surveyFy}年度の履歴`} style={{ paddingTop: 8 }}>
      <Timeline
        items={year.history.map((event, index) => ({
          key: index,
          color: COLORS[event.move],
          content: (
            <div>
              <div>
                <strong>{SURVEY_YEAR_MOVES[event.move].label}</strong> {formatJapanDateTime(event.occurredAt)}
              </div>
              <div>{personLabel(event.userId, event.userName) || '（記録なし）'}</div>
              {event.reason && (
                <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>理由: {event.reason}</div>
              )}
            </div>
          ),
        }))}
      />
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { SURVEY_YEAR_STATUS, type SurveyYearInfo } from '@sdp/shared';
import { Skeleton } from '@sdp/shared/ui';
import { YearHistory } from './year-history';

// The seal loads when a closed year's row is opened: 年度管理's first paint carries none of it.
const YearSeal = lazy(() => import('@sdp/shared/ui/year-seal').then((kit) => ({ default: kit.YearSeal })));

/** Under a year's row: its every move and, once it is closed, its seal. */
export function YearDetails({ year }: { year: SurveyYearInfo }) {
  return (
    <>
      <YearHistory year={year} />
      {year.status === SURVEY_YEAR_STATUS.closed && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <YearSeal surveyFy={year.surveyFy} />
        </Suspense>
      )}
    </>
  );
}

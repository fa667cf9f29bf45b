import { lazy, Suspense } from 'react';
import { SURVEY_YEAR_STATUS, type SurveyYearInfo } from '@sdp/shared';
import { Skeleton } from '@sdp/shared/ui';

// The seal part (digest, 再計算して照合) loads with the first closed year shown, not with the page.
const YearSeal = lazy(() => import('@sdp/shared/ui/year-seal').then((kit) => ({ default: kit.YearSeal })));

/** A closed year's seal: what was closed, and whether the data still is what was closed (DESIGN.md §8). */
export function YearSealSection({ year }: { year: SurveyYearInfo }) {
  if (year.status !== SURVEY_YEAR_STATUS.closed) return null;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
      <YearSeal surveyFy={year.surveyFy} />
    </Suspense>
  );
}

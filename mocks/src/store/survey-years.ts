import {
  SURVEY_YEAR_MOVES,
  SURVEY_YEAR_STATUS,
  SURVEY_YEAR_STATUS_LABELS,
  canMoveSurveyYear,
  type SurveyYear,
  type SurveyYearMove,
  type SurveyYearStatus,
} from '@sdp/shared/contracts';
import { SEED_YEARS } from '../data/survey-years';
import { registerStoreReset } from './registry';

let years: SurveyYear[] = [];

const yearOf = (survey_fy: number, status: SurveyYearStatus): SurveyYear => ({
  survey_fy,
  status,
  status_name: SURVEY_YEAR_STATUS_LABELS[status],
  opened_date: null,
  opened_user_id: null,
  closed_date: null,
  closed_user_id: null,
  reopen_reason: null,
});

registerStoreReset(() => {
  years = SEED_YEARS.map((fy) => yearOf(fy, 1));
});

/** Every survey year, oldest first (GET /survey_years). */
export const listSurveyYears = (): SurveyYear[] => [...years].sort((a, b) => a.survey_fy - b.survey_fy);
export const surveyYearNumbers = (): number[] => listSurveyYears().map((year) => year.survey_fy);
export const surveyYearExists = (fy: number): boolean => years.some((year) => year.survey_fy === fy);

/** A year's move as the server makes it (DESIGN.md §7): the year, or why not. */
export function moveSurveyYear(
  fy: number,
  move: SurveyYearMove,
  userId: string,
  reason?: string,
): SurveyYear | 'not-found' | 'invalid-status' {
  const index = years.findIndex((year) => year.survey_fy === fy);
  const year = years[index];
  if (!year) return 'not-found';
  if (!canMoveSurveyYear(move, year.status)) return 'invalid-status';
  const to = SURVEY_YEAR_MOVES[move].to;
  const now = new Date().toISOString();
  const moved: SurveyYear = {
    ...year,
    status: to,
    status_name: SURVEY_YEAR_STATUS_LABELS[to],
    ...(to === SURVEY_YEAR_STATUS.closed
      ? { closed_date: now, closed_user_id: userId }
      : {
          opened_date: now,
          opened_user_id: userId,
          reopen_reason: move === 'reopen' ? (reason ?? null) : null,
        }),
  };
  years[index] = moved;
  return moved;
}

/** The first closed year among these, if any: a write to its data is refused with W-006. */
export const closedYearAmong = (fys: Iterable<number>): number | undefined =>
  [...new Set(fys)]
    .sort((a, b) => a - b)
    .find((fy) => years.some((year) => year.survey_fy === fy && year.status === SURVEY_YEAR_STATUS.closed));

/** A new year as a roll-over creates it: 準備中, nobody has opened it yet. */
export function addPreparingYear(fy: number): SurveyYear {
  const year = yearOf(fy, SURVEY_YEAR_STATUS.preparing);
  years.push(year);
  return year;
}

import { queryOptions, useQuery } from '../query';
import { SURVEY_YEAR_STATUS, SURVEY_YEAR_STATUS_LABELS, yearClosedMessage } from '../contracts/constants';
import { call, type Answer } from './call';

export type SurveyYearInfo = Answer<'listSurveyYearStates'>['surveyYears'][number];

export const SURVEY_YEARS_KEY = ['survey_years'] as const;

/** GET /survey_years: the survey years are data (DESIGN.md §7); selects and lists take them from here. */
export const surveyYearsQueryOptions = () =>
  queryOptions({
    queryKey: SURVEY_YEARS_KEY,
    queryFn: async () => (await call('listSurveyYearStates', {})).surveyYears,
    staleTime: 60_000,
  });

export const useSurveyYears = () => useQuery(surveyYearsQueryOptions());

/**
 * The order years are offered in, everywhere (selects, 年度管理, filters): newest first, as staff mostly want the
 * current year. The answer of GET /survey_years stays oldest first.
 */
export const newestFirst = <Year extends { surveyFy: number }>(years: readonly Year[]): Year[] =>
  [...years].sort((a, b) => b.surveyFy - a.surveyFy);

/** The year a list opens on: the latest 受付中 year, else the latest year there is. */
export const defaultSurveyYear = (years: readonly SurveyYearInfo[]): number | undefined =>
  years.filter((year) => year.status === SURVEY_YEAR_STATUS.open).at(-1)?.surveyFy ?? years.at(-1)?.surveyFy;

/** A year's name in a select: 「2026年度（準備中）」 for a year being prepared. */
export const surveyYearLabel = (year: SurveyYearInfo): string =>
  year.status === SURVEY_YEAR_STATUS.preparing
    ? `${year.surveyFy}年度（${SURVEY_YEAR_STATUS_LABELS[year.status]}）`
    : `${year.surveyFy}年度`;

/**
 * Whether a year's data may change (DESIGN.md §7): a closed (締め済み) year is read-only, and `reason` is the message
 * the server would answer, for the page to say before anyone tries. An unknown year (still loading) counts as writable.
 */
export function useYearWritable(surveyFy: number | undefined): { writable: boolean; reason?: string } {
  const { data } = useSurveyYears();
  const year = data?.find((item) => item.surveyFy === surveyFy);
  return year?.status === SURVEY_YEAR_STATUS.closed
    ? { writable: false, reason: yearClosedMessage(year.surveyFy) }
    : { writable: true };
}

import { queryOptions, useQuery } from '../query';
import { SURVEY_YEAR_STATUS, SURVEY_YEAR_STATUS_LABELS, type SurveyYearStatus } from '../contracts/constants';
import { api, type Camel } from './api-client';

interface SurveyYearWire {
  survey_fy: number;
  status: SurveyYearStatus;
  status_name: string;
  opened_date: string | null;
  opened_user_id: string | null;
  closed_date: string | null;
  closed_user_id: string | null;
  reopen_reason: string | null;
}
export type SurveyYearInfo = Camel<SurveyYearWire>;

export const SURVEY_YEARS_KEY = ['survey_years'] as const;

/** GET /survey_years: the survey years are data (DESIGN.md §7); selects and lists take them from here. */
export const surveyYearsQueryOptions = () =>
  queryOptions({
    queryKey: SURVEY_YEARS_KEY,
    queryFn: async () =>
      (await api.get<{ survey_years: SurveyYearWire[] }>('/survey_years')).surveyYears as SurveyYearInfo[],
    staleTime: 60_000,
  });

export const useSurveyYears = () => useQuery(surveyYearsQueryOptions());

/** The year a list opens on: the latest 受付中 year, else the latest year there is. */
export const defaultSurveyYear = (years: readonly SurveyYearInfo[]): number | undefined =>
  years.filter((year) => year.status === SURVEY_YEAR_STATUS.open).at(-1)?.surveyFy ?? years.at(-1)?.surveyFy;

/** A year's name in a select: 「2026年度（準備中）」 for a year being prepared. */
export const surveyYearLabel = (year: SurveyYearInfo): string =>
  year.status === SURVEY_YEAR_STATUS.preparing
    ? `${year.surveyFy}年度（${SURVEY_YEAR_STATUS_LABELS[year.status]}）`
    : `${year.surveyFy}年度`;

import { SURVEY_YEAR_STATUS_LABELS, type SurveyYear, type SurveyYearStatus } from '@sdp/shared/contracts';
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

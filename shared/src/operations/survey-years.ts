import { pageRoles, SIGNED_IN, type OperationTable } from './operation';

const YEAR_ADMIN = pageRoles('maintenance-survey-year-management');
/** Pages that pick survey years and internal organisation units: every maintenance page, and vehicles. */
export const LOOKUP_USERS = pageRoles('maintenance-menu', 'vehicle-vehicle-upload');

export const surveyYearOperations = {
  listSurveyYearStates: { method: 'GET', path: '/survey_years', access: SIGNED_IN },
  openSurveyYear: { method: 'POST', path: '/survey_years/:fy/open', access: YEAR_ADMIN },
  closeSurveyYear: { method: 'POST', path: '/survey_years/:fy/close', access: YEAR_ADMIN },
  reopenSurveyYear: { method: 'POST', path: '/survey_years/:fy/reopen', access: YEAR_ADMIN },
  rollOverSurveyYear: { method: 'POST', path: '/survey_years/:fy/rollover', access: YEAR_ADMIN },
  listSurveyYears: { method: 'GET', path: '/survey_fy', access: LOOKUP_USERS },
  listSurveyYearsOfKind: { method: 'GET', path: '/survey_fy/:kind', access: LOOKUP_USERS },
  // A closed year's seal, its restatements and its assurance pack (DESIGN.md §8).
  getSurveyYearSeal: { method: 'GET', path: '/survey_years/:fy/seal', access: YEAR_ADMIN },
  listSurveyYearRestatements: { method: 'GET', path: '/survey_years/:fy/restatements', access: YEAR_ADMIN },
  getAssurancePack: { method: 'GET', path: '/survey_years/:fy/assurance_pack', access: YEAR_ADMIN },
} as const satisfies OperationTable;

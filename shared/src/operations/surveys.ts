import { pageRoles, SIGNED_IN, type OperationTable } from './operation';

const RESULTS = pageRoles('maintenance-sustainability-survey-upload');
const TARGETS = pageRoles('maintenance-sustainability-survey-list');

export const surveyOperations = {
  listSurveyResults: { method: 'GET', path: '/survey_result', access: RESULTS },
  exportSurveyResults: { method: 'GET', path: '/survey_result/export', access: RESULTS },
  uploadSurveyResults: { method: 'POST', path: '/survey_result/upload', access: RESULTS },
  listSurveyTargets: { method: 'GET', path: '/organizations/survey_target', access: TARGETS },
  exportSurveyTargets: { method: 'GET', path: '/organizations/survey_target/export', access: TARGETS },
  startSurveyTargetExport: {
    method: 'POST',
    path: '/organizations/survey_target/export_jobs',
    access: TARGETS,
  },
  // The handler hands a file only to the user who started its export.
  downloadExport: { method: 'GET', path: '/exports/:token', access: SIGNED_IN },
  getSurveyCoverage: { method: 'GET', path: '/reports/survey_coverage', access: pageRoles('report-menu') },
} as const satisfies OperationTable;

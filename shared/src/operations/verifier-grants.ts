import type { OperationId } from './index';

/**
 * Every operation the external verifier (MST_ASSURANCE_VIEWER) may call (DESIGN.md §8 "Verifier role"): its session,
 * the survey years, the year exports 検証資料 downloads and the audit events of data. Every other operation answers
 * 403 to it, GET or not (sign-out aside). Add an operation here when 検証資料 comes to need it.
 */
export const VERIFIER_OPERATIONS = [
  'getOwnRoles',
  'getCsrfToken',
  'signOut',
  'listSurveyYearStates',
  'exportOrganizations',
  'exportSurveyTargets',
  'exportSurveyResults',
  'exportVehicles',
  // Narrowed to the events of data by the handler (auditScopeOf).
  'listAuditEvents',
  'exportAuditEvents',
  // 検証資料: every kept upload (uploadReadableBy lets the verifier read each kind), seals, restatements, the pack.
  'listUploads',
  'downloadUpload',
  'getSurveyYearSeal',
  'listSurveyYearRestatements',
  'getAssurancePack',
] as const satisfies readonly OperationId[];

/** Runtime singletons and plain rules for the shell and the remotes. React components live in `@sdp/shared/ui`. */
export * from './routes/index';
export * from './config/runtime-config';
export * from './session/session-store';
export { dataScopeLabel } from './session/data-scope';
export { loadAuthority, signOutSession } from './session/session-actions';
export { ownRolesQueryOptions } from './session/own-roles-query';
export { syncSessionAcrossTabs } from './session/tab-sync';
export * from './auth/auth-provider';
export { createDevAuthProvider } from './auth/dev-provider';
export { createMicrosoftAuthProvider } from './auth/microsoft-provider';
export { createGoogleAuthProvider } from './auth/google-provider';
export { MICROSOFT_REDIRECT_PATH, completeMicrosoftRedirect } from './auth/microsoft-redirect';
export { POPUP_CLOSED_CHECK_MS } from './auth/popup-watch';
export * from './api/api-error';
export { setUnauthorizedHandler, type Camel } from './api/api-client';
export {
  call,
  download,
  type Answer,
  type CallInput,
  type ExportOperationId,
  type UploadOperationId,
} from './api/call';
export { fileNameFromDisposition, saveBlob } from './api/download';
export { IDEMPOTENCY_HEADER, newIdempotencyKey } from './api/idempotency';
export type { UploadProgress } from './api/xhr-fetch';
export {
  apiExportByToken,
  type ExportJobStartId,
  type ExportJobState,
  type TokenExportOptions,
} from './api/export-job';
export { queryClient } from './query/query-client';
// Pure: a remote's first data reads a list's URL as its page does, without loading the list kit.
export { listCallQuery, parseListQuery } from './ui/list/list-query';
export {
  SURVEY_YEARS_KEY,
  defaultSurveyYear,
  newestFirst,
  surveyYearLabel,
  surveyYearsQueryOptions,
  useSurveyYears,
  useYearWritable,
  type SurveyYearInfo,
} from './api/survey-years';
export * from './validation/index';
export { useRouteParams, RouteParamsContext, toRecordId } from './routes/route-params';
// The contract's plain constants (codes, messages, year states): zod stays out of the browser bundles.
export * from './contracts/constants';

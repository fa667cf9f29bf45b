/**
 * What the API document says of each operation: a stable operationId (what a generated client names its call) and
 * a summary. Keys are `METHOD /path` as Fastify declares them (`:param`). A route missing here fails
 * openapi.test.ts, so a new endpoint is documented in the same change.
 */
export const OPERATIONS: Readonly<Record<string, { id: string; summary: string }>> = {
  'GET /dev-idp/.well-known/jwks.json': { id: 'devIdpJwks', summary: 'Development sign-in: signing keys' },
  'GET /dev-idp/.well-known/openid-configuration': {
    id: 'devIdpConfiguration',
    summary: 'Development sign-in: provider configuration',
  },
  'GET /dev-idp/accounts': { id: 'listDevIdpAccounts', summary: 'Development sign-in: accounts to pick' },
  'POST /dev-idp/token': { id: 'createDevIdpToken', summary: 'Development sign-in: ID token for an account' },
  'GET /api/v1/csrf_token': { id: 'getCsrfToken', summary: "The caller's CSRF token" },
  'GET /api/v1/authority/all': { id: 'getOwnRoles', summary: "The caller's roles" },
  'POST /api/v1/auth/sign_out': {
    id: 'signOut',
    summary: "Sign out: the caller's token is refused from now on",
  },
  'GET /api/v1/authority/roles': { id: 'listRoles', summary: 'Roles an authority group may hold' },
  'GET /api/v1/authority/groups': { id: 'listAuthorityGroups', summary: 'Authority groups (search, paging)' },
  'POST /api/v1/authority/groups': { id: 'createAuthorityGroup', summary: 'Register an authority group' },
  'PUT /api/v1/authority/groups': { id: 'updateAuthorityGroup', summary: 'Edit an authority group' },
  'DELETE /api/v1/authority/groups': { id: 'deleteAuthorityGroup', summary: 'Delete an authority group' },
  'GET /api/v1/authority/groups/:authority_group_id': {
    id: 'getAuthorityGroup',
    summary: 'One authority group with its roles',
  },
  'GET /api/v1/survey_years': {
    id: 'listSurveyYearStates',
    summary: 'Survey years with their state (準備中・受付中・締め済み)',
  },
  'POST /api/v1/survey_years/:fy/open': {
    id: 'openSurveyYear',
    summary: 'Open a survey year (準備中 → 受付中)',
  },
  'POST /api/v1/survey_years/:fy/close': {
    id: 'closeSurveyYear',
    summary: 'Close a survey year (受付中 → 締め済み): its data cannot change',
  },
  'POST /api/v1/survey_years/:fy/reopen': {
    id: 'reopenSurveyYear',
    summary: 'Reopen a closed survey year with a reason (締め済み → 受付中)',
  },
  'POST /api/v1/survey_years/:fy/rollover': {
    id: 'rollOverSurveyYear',
    summary: 'Prepare the next survey year from this one (dry_run=true: counts only)',
  },
  'GET /api/v1/audit_events/export': {
    id: 'exportAuditEvents',
    summary: 'The audit events a filter matches, as CSV (streamed, formula-guarded)',
  },
  'GET /api/v1/audit_events': {
    id: 'listAuditEvents',
    summary: 'Audit trail: who changed what and when (filters, paging)',
  },
  'GET /api/v1/survey_fy': { id: 'listSurveyYears', summary: 'Survey years offered' },
  'GET /api/v1/survey_fy/:kind': {
    id: 'listSurveyYearsOfKind',
    summary: 'Survey years that hold data of a kind',
  },
  'GET /api/v1/users/licensing': { id: 'getLicensing', summary: 'Licences in use and available' },
  'GET /api/v1/users': { id: 'listUsers', summary: 'Users (filters, sort, paging)' },
  'GET /api/v1/users/applying': { id: 'listApplications', summary: 'Applications in progress or to approve' },
  'GET /api/v1/users/list/export': { id: 'exportUsers', summary: 'Users as CSV (filters of the list)' },
  'GET /api/v1/users/export/': { id: 'exportApplications', summary: 'Applications as CSV' },
  'GET /api/v1/users/:id': { id: 'getUser', summary: 'One user with the history of its applications' },
  'GET /api/v1/users/:id/applications/:applyIndex': {
    id: 'getApplication',
    summary: 'One application of a user',
  },
  'POST /api/v1/users/regist': { id: 'applyRegistration', summary: 'Apply for a new user' },
  'POST /api/v1/users/update': { id: 'applyChange', summary: "Apply for a change of a user's data" },
  'POST /api/v1/users/remove': { id: 'applyRemoval', summary: "Apply for a user's deletion" },
  'POST /api/v1/users/retry': { id: 'reapply', summary: 'Apply again after a remand' },
  'POST /api/v1/users/delete': { id: 'withdrawApplication', summary: 'Withdraw an application' },
  'POST /api/v1/users/remand': { id: 'remandApplication', summary: 'Remand an application with a comment' },
  'POST /api/v1/users/reject': { id: 'rejectApplication', summary: 'Reject an application' },
  'POST /api/v1/users/accept': { id: 'acceptApplication', summary: 'Accept an application' },
  'GET /api/v1/organizations/internal/groups': { id: 'listGroups', summary: 'Groups of a survey year' },
  'GET /api/v1/organizations/internal/groups/headquarters': {
    id: 'listHeadquarters',
    summary: 'Headquarters of a group',
  },
  'GET /api/v1/organizations/internal/departments': {
    id: 'listDepartments',
    summary: 'Departments of a group or headquarters',
  },
  'GET /api/v1/organizations/country_list': { id: 'listCountries', summary: 'Countries' },
  'GET /api/v1/organizations/internal': { id: 'listInternalUnits', summary: 'Internal organisation units' },
  'POST /api/v1/organizations/internal': { id: 'createInternalUnit', summary: 'Register an internal unit' },
  'PUT /api/v1/organizations/internal': { id: 'updateInternalUnit', summary: 'Edit an internal unit' },
  'DELETE /api/v1/organizations/internal': { id: 'deleteInternalUnit', summary: 'Delete an internal unit' },
  'GET /api/v1/organizations/internal/:id': { id: 'getInternalUnit', summary: 'One internal unit' },
  'GET /api/v1/organizations/office': { id: 'listOffices', summary: 'Offices of a survey year' },
  'POST /api/v1/organizations/office': { id: 'createOffice', summary: 'Register an office' },
  'PUT /api/v1/organizations/office': { id: 'updateOffice', summary: 'Edit an office' },
  'DELETE /api/v1/organizations/office': { id: 'deleteOffice', summary: 'Delete an office' },
  'GET /api/v1/organizations/office/:id': { id: 'getOffice', summary: 'One office' },
  'GET /api/v1/organizations/corporation': {
    id: 'listCorporations',
    summary: 'Related companies of a survey year',
  },
  'POST /api/v1/organizations/corporation': {
    id: 'createCorporation',
    summary: 'Register a related company',
  },
  'PUT /api/v1/organizations/corporation': { id: 'updateCorporation', summary: 'Edit a related company' },
  'DELETE /api/v1/organizations/corporation': {
    id: 'deleteCorporation',
    summary: 'Delete a related company',
  },
  'GET /api/v1/organizations/corporation/:id': { id: 'getCorporation', summary: 'One related company' },
  'POST /api/v1/organizations/upload/csv': {
    id: 'uploadOrganizations',
    summary: 'Upload internal units, offices or related companies (CSV; dry_run checks first)',
  },
  'GET /api/v1/organizations/info/export': {
    id: 'exportOrganizations',
    summary: 'Internal units, offices or related companies as CSV',
  },
  'GET /api/v1/suppliers': { id: 'listSuppliers', summary: 'Clients of a survey year' },
  'GET /api/v1/suppliers/export/': { id: 'exportSuppliers', summary: 'Clients as CSV' },
  'POST /api/v1/suppliers/upload': {
    id: 'uploadSuppliers',
    summary: 'Upload clients (CSV; dry_run checks first)',
  },
  'GET /api/v1/cars': { id: 'listVehicles', summary: 'Vehicles of a survey year' },
  'GET /api/v1/cars/export': { id: 'exportVehicles', summary: 'Vehicles as CSV, in the upload columns' },
  'POST /api/v1/cars/upload': {
    id: 'uploadVehicles',
    summary: "Replace a year's vehicles (CSV; dry_run checks first)",
  },
  'GET /api/v1/reports/survey_coverage': {
    id: 'getSurveyCoverage',
    summary: 'Survey coverage per year (report)',
  },
  'GET /api/v1/organizations/survey_target': {
    id: 'listSurveyTargets',
    summary: 'Survey targets with the previous and current class',
  },
  'GET /api/v1/organizations/survey_target/export': {
    id: 'exportSurveyTargets',
    summary: 'Survey targets as CSV',
  },
  'POST /api/v1/organizations/survey_target/export_jobs': {
    id: 'startSurveyTargetExport',
    summary: 'Start a large survey-target export (download by token)',
  },
  'GET /api/v1/survey_result': { id: 'listSurveyResults', summary: 'Survey results of a year' },
  'GET /api/v1/survey_result/export': {
    id: 'exportSurveyResults',
    summary: 'Survey results as CSV, upload columns',
  },
  'POST /api/v1/survey_result/upload': {
    id: 'uploadSurveyResults',
    summary: "Replace a year's survey results (CSV; dry_run checks first)",
  },
  'GET /api/v1/exports/:token': { id: 'downloadExport', summary: 'Download a finished export job' },
};

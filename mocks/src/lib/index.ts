/** Helpers every domain's handlers use; import from here. */
export { apiPath } from './api-path';
export { mockDelay, setMockDelayFactor, getMockDelayFactor, MOCK_DELAYS, type DelayKind } from './delay';
export { errorResponse, notFound, conflict, duplicate, inUse, invalidStatus, yearClosed } from './errors';
export { parseBody, parseQuery, parseWith, validationError } from './body';
export { requireSession, requireRoles, requireCsrf, type MockSession } from './session';
export { guarded, declaredAccess, type GuardedInfo } from './guard';
export { pageOf } from './paging';
export { issueMockToken, readMockToken } from './token';
export { csvResponse } from './csv';

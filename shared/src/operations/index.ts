import { auditOperations } from './audit';
import { authorityOperations } from './authority';
import { organizationOperations } from './organizations';
import { sessionOperations } from './session';
import { supplierOperations } from './suppliers';
import { surveyOperations } from './surveys';
import { surveyYearOperations } from './survey-years';
import { userOperations } from './users';
import { uploadOperations } from './uploads';
import { vehicleOperations } from './vehicles';

export { SIGNED_IN, type HttpMethod, type Operation, type OperationAccess } from './operation';
export { matchOperation, operationUrl, type OperationMatch } from './match-operation';

/**
 * Every endpoint below /api/v1, by operationId (DESIGN.md §8 "One operation table"). The server registers its
 * routes from it, the access checks and the OpenAPI document read it, the client's calls are typed by it and mock
 * mode intercepts it. Each domain adds its own file's table here.
 */
export const OPERATIONS = {
  ...sessionOperations,
  ...authorityOperations,
  ...surveyYearOperations,
  ...userOperations,
  ...organizationOperations,
  ...supplierOperations,
  ...vehicleOperations,
  ...surveyOperations,
  ...auditOperations,
  ...uploadOperations,
};

/** The table by domain (the API document's groups). */
export const OPERATION_DOMAINS = {
  session: sessionOperations,
  authority: authorityOperations,
  'survey years': surveyYearOperations,
  users: userOperations,
  organizations: organizationOperations,
  suppliers: supplierOperations,
  vehicles: vehicleOperations,
  surveys: surveyOperations,
  audit: auditOperations,
  uploads: uploadOperations,
} as const;

export type OperationId = keyof typeof OPERATIONS;
export const OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];

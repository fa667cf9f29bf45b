import type { OperationId } from '../../operations/index';
import { auditSchemas } from './audit';
import { authoritySchemas } from './authority';
import { organizationSchemas } from './organizations';
import { sessionSchemas } from './session';
import { supplierSchemas } from './suppliers';
import { surveySchemas } from './surveys';
import { surveyYearSchemas } from './survey-years';
import { uploadSchemas } from './uploads';
import { userSchemas } from './users';
import { vehicleSchemas } from './vehicles';
import type { OperationSchemas } from './operation-schemas';

export { CSV_FILE, type OperationSchemas } from './operation-schemas';

/** The zod half of every operation, by the operationId of `@sdp/shared/routes`' OPERATIONS (same keys). */
export const OPERATION_SCHEMAS = {
  ...sessionSchemas,
  ...authoritySchemas,
  ...surveyYearSchemas,
  ...userSchemas,
  ...organizationSchemas,
  ...supplierSchemas,
  ...vehicleSchemas,
  ...surveySchemas,
  ...auditSchemas,
  ...uploadSchemas,
} as const satisfies Readonly<Record<OperationId, OperationSchemas>>;

export type OperationSchemaTable = typeof OPERATION_SCHEMAS;

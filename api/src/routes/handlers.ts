import type { HandlersOf } from '../pipeline/handler';
import type { OperationId } from '@sdp/shared/routes';
import { auditHandlers } from './audit-events/audit-events-handlers';
import { authorityHandlers } from './authority/authority-handlers';
import { exportJobHandlers } from './export-jobs/export-jobs-handlers';
import { corporationHandlers } from './organizations/corporations/corporations-handlers';
import { organizationCsvHandlers } from './organizations/csv/organizations-csv-handlers';
import { internalUnitHandlers } from './organizations/internal-units/internal-units-handlers';
import { lookupHandlers } from './organizations/lookups/lookups-handlers';
import { officeHandlers } from './organizations/offices/offices-handlers';
import { sessionHandlers } from './session/session-handlers';
import { supplierHandlers } from './suppliers/suppliers-handlers';
import { surveyHandlers } from './surveys/surveys-handlers';
import { surveyYearHandlers } from './survey-years/survey-years-handlers';
import { uploadHandlers } from './uploads/uploads-handlers';
import { userHandlers } from './users/users-handlers';
import { vehicleHandlers } from './vehicles/vehicles-handlers';

/**
 * Every operation's handler, checked complete against the operation table at compile time: the pipeline runs them
 * on the server and in mock mode. A domain adds one line.
 */
export const HANDLERS: HandlersOf<OperationId> = {
  ...sessionHandlers,
  ...authorityHandlers,
  ...surveyYearHandlers,
  ...userHandlers,
  ...lookupHandlers,
  ...internalUnitHandlers,
  ...officeHandlers,
  ...corporationHandlers,
  ...organizationCsvHandlers,
  ...supplierHandlers,
  ...vehicleHandlers,
  ...surveyHandlers,
  ...exportJobHandlers,
  ...auditHandlers,
  ...uploadHandlers,
};

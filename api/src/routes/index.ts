import { auditEventsRoutes } from './audit-events/audit-events-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportJobsRoutes } from './export-jobs/export-jobs-routes';
import { organizationsRoutes } from './organizations/organizations-routes';
import { surveysRoutes } from './surveys/surveys-routes';
import { vehiclesRoutes } from './vehicles/vehicles-routes';

/**
 * Every domain's routes under /api/v1 (the session routes are registered by the app, they need its CSRF and
 * revocation state). A domain adds ONE line here; each route must also be declared in
 * shared/src/routes/api-access.ts or the server refuses to start.
 */
export const DOMAIN_ROUTES: readonly FastifyPluginAsyncZod[] = [
  organizationsRoutes,
  vehiclesRoutes,
  surveysRoutes,
  exportJobsRoutes,
  auditEventsRoutes,
];

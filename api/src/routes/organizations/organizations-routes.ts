import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suppliersRoutes } from '../suppliers/suppliers-routes';
import { corporationsRoutes } from './corporations/corporations-routes';
import { organizationsCsvRoutes } from './csv/organizations-csv-routes';
import { internalUnitsRoutes } from './internal-units/internal-units-routes';
import { lookupsRoutes } from './lookups/lookups-routes';
import { officesRoutes } from './offices/offices-routes';

/**
 * The organisations domain, one plugin per resource: the look-ups of its forms, internal units, offices, related
 * companies, the organisation CSV upload and export, and suppliers (clients).
 */
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lookupsRoutes);
  await app.register(internalUnitsRoutes);
  await app.register(officesRoutes);
  await app.register(corporationsRoutes);
  await app.register(organizationsCsvRoutes);
  await app.register(suppliersRoutes);
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Organisations domain (issue 5): /organizations/internal|office|corporation…, /suppliers… endpoints.
 * (/organizations/internal/groups…, /organizations/country_list are look-ups in routes/lookups.)
 */
export const organizationsRoutes: FastifyPluginAsyncZod = async () => {};

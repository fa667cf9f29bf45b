import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countryListResponseSchema,
  departmentsQuerySchema,
  departmentsResponseSchema,
  groupsQuerySchema,
  groupsResponseSchema,
  headquartersQuerySchema,
  headquartersResponseSchema,
} from '@sdp/shared/contracts';
import { listDepartments } from '../internal-units/internal-units-repository';
import { listCountries, listGroups, listHeadquarters } from './lookups-repository';

/** Look-ups the forms of several domains use: internal groups, headquarters, departments, countries. */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/internal/groups',
    {
      schema: { tags: ['lookups'], querystring: groupsQuerySchema, response: { 200: groupsResponseSchema } },
    },
    async (request) => ({ groups: await listGroups(app.db, request.query.survey_fy) }),
  );

  app.get(
    '/organizations/internal/groups/headquarters',
    {
      schema: {
        tags: ['lookups'],
        querystring: headquartersQuerySchema,
        response: { 200: headquartersResponseSchema },
      },
    },
    async (request) => ({
      headquarters: await listHeadquarters(app.db, request.query.survey_fy, request.query.group_code),
    }),
  );

  app.get(
    '/organizations/internal/departments',
    {
      schema: {
        tags: ['lookups'],
        querystring: departmentsQuerySchema,
        response: { 200: departmentsResponseSchema },
      },
    },
    async (request) => ({ departments: await listDepartments(app.db, request.query) }),
  );

  app.get(
    '/organizations/country_list',
    { schema: { tags: ['lookups'], response: { 200: countryListResponseSchema } } },
    async () => ({
      countries: (await listCountries(app.db)).map((c) => ({ ...c, country_code: c.country_code.trim() })),
    }),
  );
};

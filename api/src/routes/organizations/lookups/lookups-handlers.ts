import type { HandlersOf } from '../../../pipeline/handler';
import { listDepartments } from '../internal-units/internal-units-repository';
import { listCountries, listGroups, listHeadquarters } from './lookups-repository';

/** Look-ups the forms of several domains use: internal groups, headquarters, departments, countries. */
export const lookupHandlers = {
  listGroups: async ({ db }, { query }) => ({ groups: await listGroups(db, query.survey_fy) }),
  listHeadquarters: async ({ db }, { query }) => ({
    headquarters: await listHeadquarters(db, query.survey_fy, query.group_code),
  }),
  listDepartments: async ({ db }, { query }) => ({ departments: await listDepartments(db, query) }),
  listCountries: async ({ db }) => ({
    countries: (await listCountries(db)).map((c) => ({ ...c, country_code: c.country_code.trim() })),
  }),
} satisfies HandlersOf<'listGroups' | 'listHeadquarters' | 'listDepartments' | 'listCountries'>;

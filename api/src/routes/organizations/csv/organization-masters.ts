import type { OrganizationMasters } from '@sdp/shared/domain';
import type { Db } from '../../../db/database';

/** Every year's departments (with their headquarters) and the countries, read once per upload. */
export async function organizationMasters(db: Db): Promise<OrganizationMasters> {
  const departments = await db
    .selectFrom('internal_organizations')
    .select(['survey_fy', 'department_code', 'headquarter_code'])
    .where('section_code', 'is', null)
    .execute();
  const headquarters = new Map(
    departments.map((d) => [`${d.survey_fy}\t${d.department_code}`, d.headquarter_code]),
  );
  const countries = new Set(
    (await db.selectFrom('countries').select('country_code').execute()).map((c) => c.country_code.trim()),
  );
  return {
    headquarterOf: (surveyFy, departmentCode) => headquarters.get(`${surveyFy}\t${departmentCode}`),
    countryExists: (code) => countries.has(code),
  };
}

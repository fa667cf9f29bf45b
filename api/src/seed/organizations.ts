import { coreOrganizationSamples } from '@sdp/shared/fixtures';
import { insertBatched, type Seeder } from './seeder';

const SEED_USER = 'U0000001';

/**
 * Organisations domain: the core fixture set's offices, related companies and clients over the internal units core
 * seeded (the volume seed's too). `volume`: ten clients per department instead of three.
 */
export const seedOrganizations: Seeder = async (db, { volume }) => {
  const departments = await db
    .selectFrom('internal_organizations')
    .select(['survey_fy', 'headquarter_code', 'department_code', 'department_name'])
    .where('section_code', 'is', null)
    .orderBy('survey_fy')
    .orderBy('department_code')
    .execute();
  const samples = coreOrganizationSamples(departments, volume ? 10 : 3);
  const audit = { created_user_id: SEED_USER, updated_user_id: SEED_USER };
  const offices = samples.offices.map((office) => ({
    ...office,
    supervision_name_eng: null,
    admin_name_eng: null,
    notes: null,
    ...audit,
  }));
  const corporations = samples.corporations.map((corporation) => ({
    ...corporation,
    company_abbreviation: null,
    survey_target_class: 1,
    is_survey_required: true,
    exclusion_reason: null,
    notes: null,
    ...audit,
  }));
  const suppliers = samples.suppliers.map((supplier) => ({
    ...supplier,
    supplier_section_name: null,
    created_user_id: SEED_USER,
  }));
  await insertBatched(offices, 500, (batch) => db.insertInto('offices').values(batch).execute());
  await insertBatched(corporations, 500, (batch) => db.insertInto('corporations').values(batch).execute());
  await insertBatched(suppliers, 1000, (batch) => db.insertInto('suppliers').values(batch).execute());
};

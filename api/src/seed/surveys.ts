import { vehicleEmissions, type FuelType } from '@sdp/shared/contracts';
import { insertBatched, type Seeder } from './seeder';

const SAMPLE_YEARS = [2024, 2025];
const FUELS: FuelType[] = ['ガソリン', '軽油', 'ハイブリッド'];

/** Sample vehicles of every office, and electricity results for about two thirds of the class-1 targets. */
export const seedSurveys: Seeder = async (db) => {
  const offices = await db
    .selectFrom('offices')
    .select(['survey_fy', 'office_code', 'survey_target_class'])
    .where('survey_fy', 'in', SAMPLE_YEARS)
    .orderBy('office_code')
    .execute();
  const corps = await db
    .selectFrom('corporations')
    .select(['survey_fy', 'company_code', 'survey_target_class'])
    .where('survey_fy', 'in', SAMPLE_YEARS)
    .where('survey_target_class', '=', 1)
    .orderBy('company_code')
    .execute();
  const vehicles = offices.flatMap((office, index) =>
    [0, 1].map((n) => {
      const fuel_type = FUELS[(index + n) % FUELS.length]!;
      const fuel_used = 800 + ((index * 37 + n * 11) % 1200);
      return {
        survey_fy: office.survey_fy,
        office_code: office.office_code,
        registration_number: `${office.office_code}-${n + 1}`,
        vehicle_type: n === 0 ? '営業車' : '社用バン',
        fuel_type,
        fuel_used,
        distance: fuel_used * 12,
        emissions: vehicleEmissions(fuel_type, fuel_used),
      };
    }),
  );
  await insertBatched(vehicles, 500, (batch) => db.insertInto('vehicles').values(batch).execute());
  const targets = [
    ...offices
      .filter((office) => office.survey_target_class === 1)
      .map((office) => ({ survey_fy: office.survey_fy, kind: 'office', code: office.office_code })),
    ...corps.map((corp) => ({ survey_fy: corp.survey_fy, kind: 'corp', code: corp.company_code })),
  ];
  const results = targets
    .filter((_, index) => index % 3 !== 2)
    .map((target, index) => {
      const kwh = 50_000 + ((index * 7919) % 400_000);
      return {
        ...target,
        category: '電力',
        activity_amount: kwh,
        unit: 'kWh',
        emissions: Math.round(kwh * 0.44) / 1000,
      };
    });
  await insertBatched(results, 500, (batch) => db.insertInto('survey_results').values(batch).execute());
};

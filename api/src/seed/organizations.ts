import type { Insertable } from 'kysely';
import type { CorporationsTable, OfficesTable, SuppliersTable } from '../db/tables/organizations';
import { insertBatched, type Seeder } from './seeder';

const SEED_USER = 'U0000001';

/**
 * Organisations domain (issue 5): offices (one per headquarters, overseas for every third), related companies
 * (one per department) and suppliers (2024–2025, three per department) over the internal units core seeded.
 * `volume`: ten suppliers per department.
 */
export const seedOrganizations: Seeder = async (db, { volume }) => {
  const departments = await db
    .selectFrom('internal_organizations')
    .select(['survey_fy', 'headquarter_code', 'department_code', 'department_name'])
    .where('section_code', 'is', null)
    .orderBy('survey_fy')
    .orderBy('department_code')
    .execute();
  const offices: Insertable<OfficesTable>[] = [];
  const corporations: Insertable<CorporationsTable>[] = [];
  const suppliers: Insertable<SuppliersTable>[] = [];
  const seenHq = new Set<string>();
  departments.forEach((dept, index) => {
    const year = dept.survey_fy;
    const overseas = index % 3 === 2;
    const audit = { created_user_id: SEED_USER, updated_user_id: SEED_USER };
    if (!seenHq.has(`${year}\t${dept.headquarter_code}`)) {
      seenHq.add(`${year}\t${dept.headquarter_code}`);
      offices.push({
        survey_fy: year,
        office_class: overseas ? 2 : 1,
        supervision_code: dept.headquarter_code,
        admin_code: dept.department_code,
        office_code: `OF-${dept.headquarter_code}`,
        office_name: `${dept.department_name}${overseas ? 'ニューヨーク事務所' : '東京事業所'}`,
        office_name_eng: overseas ? 'New York Office' : 'Tokyo Office',
        supervision_name_eng: null,
        admin_name_eng: null,
        country_code: overseas ? 'USA' : 'JPN',
        location_type: overseas ? 2 : 1,
        survey_target_class: year === 2025 && overseas ? 3 : 1,
        is_survey_required: !(year === 2025 && overseas),
        exclusion_reason: year === 2025 && overseas ? '小規模拠点のため' : null,
        notes: null,
        ...audit,
      });
    }
    const code = String(10_000_000 + (index % 1000) * 10 + (overseas ? 1 : 0));
    corporations.push({
      survey_fy: year,
      company_code: code.slice(0, 8),
      company_name: `${dept.department_name}関連会社`,
      company_name_eng: 'Related Company',
      company_abbreviation: null,
      company_formal_name: `株式会社${dept.department_name}関連会社`,
      company_formal_name_eng: 'Related Company Co., Ltd.',
      company_formal_name_kana: 'カブシキガイシャカンレンガイシャ',
      business_content: '製品の製造・販売',
      region_code: overseas ? '04' : '01',
      country_code: overseas ? 'USA' : 'JPN',
      internal_external_class_code: overseas ? 'F' : 'D',
      consolidation_class_code: '1',
      department_code: dept.department_code,
      location_type: 1,
      survey_target_class: 1,
      is_survey_required: true,
      exclusion_reason: null,
      notes: null,
      ...audit,
    });
    if (year >= 2024) {
      for (let n = 1; n <= (volume ? 10 : 3); n += 1) {
        suppliers.push({
          survey_fy: year,
          department_code: dept.department_code,
          supplier_code: `SP-${String(n).padStart(4, '0')}`,
          supplier_company_name_full_width: `株式会社取引先${n}号`,
          supplier_company_name_half_width: `ﾄﾘﾋｷｻｷ${n}`,
          supplier_name: `取引先${n}号`,
          supplier_company_name: `取引先${n}号`,
          supplier_department_name: '営業部',
          supplier_section_name: null,
          sales_category: n % 2 === 0 ? '販売' : '仕入',
          handling_amount: 1_000_000 * n,
          created_user_id: SEED_USER,
        });
      }
    }
  });
  await insertBatched(offices, 500, (batch) => db.insertInto('offices').values(batch).execute());
  await insertBatched(corporations, 500, (batch) => db.insertInto('corporations').values(batch).execute());
  await insertBatched(suppliers, 1000, (batch) => db.insertInto('suppliers').values(batch).execute());
};

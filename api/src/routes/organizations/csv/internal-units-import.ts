import { sql } from 'kysely';
import type { InternalUnitCsvRow } from '@sdp/shared/domain';
import type { Db } from '../../../db/database';

/** Upload: groups and headquarters are created or renamed, units inserted or renamed, in batches. */
export async function importInternalRows(db: Db, rows: readonly InternalUnitCsvRow[], userId: string) {
  const groups = new Map<string, { survey_fy: number; group_code: string; group_name: string }>();
  const hqs = new Map<
    string,
    { survey_fy: number; group_code: string; headquarter_code: string; headquarter_name: string }
  >();
  for (const row of rows) {
    groups.set(`${row.survey_fy}\t${row.group_code}`, {
      survey_fy: row.survey_fy,
      group_code: row.group_code,
      group_name: row.group_name,
    });
    hqs.set(`${row.survey_fy}\t${row.headquarter_code}`, {
      survey_fy: row.survey_fy,
      group_code: row.group_code,
      headquarter_code: row.headquarter_code,
      headquarter_name: row.headquarter_name,
    });
  }
  const BATCH = 1000;
  const groupRows = [...groups.values()];
  for (let i = 0; i < groupRows.length; i += BATCH)
    await db
      .insertInto('internal_groups')
      .values(groupRows.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc
          .columns(['survey_fy', 'group_code'])
          .doUpdateSet({ group_name: (eb) => eb.ref('excluded.group_name') }),
      )
      .execute();
  const hqRows = [...hqs.values()];
  for (let i = 0; i < hqRows.length; i += BATCH)
    await db
      .insertInto('internal_headquarters')
      .values(hqRows.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc.columns(['survey_fy', 'headquarter_code']).doUpdateSet({
          headquarter_name: (eb) => eb.ref('excluded.headquarter_name'),
          group_code: (eb) => eb.ref('excluded.group_code'),
        }),
      )
      .execute();
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => ({
      survey_fy: row.survey_fy,
      group_code: row.group_code,
      headquarter_code: row.headquarter_code,
      department_code: row.department_code,
      department_name: row.department_name,
      section_code: row.section_code,
      section_name: row.section_name,
      created_user_id: userId,
      updated_user_id: userId,
    }));
    await db
      .insertInto('internal_organizations')
      .values(batch)
      .onConflict((oc) =>
        oc.expression(sql`survey_fy, department_code, coalesce(section_code, '')`).doUpdateSet({
          group_code: (eb) => eb.ref('excluded.group_code'),
          headquarter_code: (eb) => eb.ref('excluded.headquarter_code'),
          department_name: (eb) => eb.ref('excluded.department_name'),
          section_name: (eb) => eb.ref('excluded.section_name'),
          version: sql`internal_organizations.version + 1`,
          updated_date: new Date(),
          updated_user_id: userId,
        }),
      )
      .execute();
  }
}

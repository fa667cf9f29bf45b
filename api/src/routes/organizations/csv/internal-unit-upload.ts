import { sql } from 'kysely';
import { INTERNAL_UNIT_CSV, type InternalUnitCsvRow } from '@sdp/shared/domain';
import type { UploadTarget } from '../../../csv/upload/upload-target';

/**
 * An internal-unit upload adds units and renames existing ones (a year, department and section are the key);
 * it removes nothing. Groups and headquarters named by the file are created or renamed with it.
 */
export const INTERNAL_UNIT_UPLOAD: UploadTarget<InternalUnitCsvRow> = {
  entity: 'internal_unit',
  definition: INTERNAL_UNIT_CSV,
  table: 'internal_organizations',
  staging: 'csv_staging_internal_units',
  nullableKeys: ['section_code'],
  values: [
    'group_code',
    'group_name',
    'headquarter_code',
    'headquarter_name',
    'department_name',
    'section_name',
  ],
  writes: ['group_code', 'headquarter_code', 'department_name', 'section_name'],
  scope: (row) => [
    { field: 'department_code', entity: 'department', code: row.department_code },
    { field: 'headquarter_code', entity: 'headquarter', code: row.headquarter_code },
  ],
  compareFrom: `(SELECT o.survey_fy, o.department_code, o.section_code, o.group_code, g.group_name,
      o.headquarter_code, h.headquarter_name, o.department_name, o.section_name
    FROM internal_organizations o
    JOIN internal_groups g ON g.survey_fy = o.survey_fy AND g.group_code = o.group_code
    JOIN internal_headquarters h ON h.survey_fy = o.survey_fy AND h.headquarter_code = o.headquarter_code)`,
  beforeMerge: async (tx, uploadId) => {
    await sql`
      INSERT INTO internal_groups (survey_fy, group_code, group_name)
      SELECT DISTINCT ON (survey_fy, group_code) survey_fy, group_code, group_name
      FROM csv_staging_internal_units WHERE upload_id = ${uploadId}
      ON CONFLICT (survey_fy, group_code) DO UPDATE SET group_name = excluded.group_name`.execute(tx);
    await sql`
      INSERT INTO internal_headquarters (survey_fy, group_code, headquarter_code, headquarter_name)
      SELECT DISTINCT ON (survey_fy, headquarter_code) survey_fy, group_code, headquarter_code, headquarter_name
      FROM csv_staging_internal_units WHERE upload_id = ${uploadId}
      ON CONFLICT (survey_fy, headquarter_code)
        DO UPDATE SET group_code = excluded.group_code, headquarter_name = excluded.headquarter_name`.execute(
      tx,
    );
  },
  versioned: true,
  userColumns: ['created_user_id', 'updated_user_id'],
};

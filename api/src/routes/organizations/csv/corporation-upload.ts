import { CORPORATION_CSV, type CorporationCsvRow } from '@sdp/shared/domain';
import type { UploadTarget } from '../../../csv/upload/upload-target';
import { CORPORATION_IN_USE } from '../common/in-use';

/** A related-company upload replaces the companies of the years it contains; removing one in use is refused. */
export const CORPORATION_UPLOAD: UploadTarget<CorporationCsvRow> = {
  entity: 'corporation',
  definition: CORPORATION_CSV,
  table: 'corporations',
  staging: 'csv_staging_corporations',
  values: CORPORATION_CSV.columns
    .map((column) => column.key)
    .filter((key) => !CORPORATION_CSV.keys.includes(key)),
  inUse: { field: 'company_code', where: CORPORATION_IN_USE },
  scope: (row) => [
    { field: 'company_code', entity: 'corporation', code: row.company_code },
    { field: 'department_code', entity: 'department', code: row.department_code },
  ],
  versioned: true,
  userColumns: ['created_user_id', 'updated_user_id'],
};

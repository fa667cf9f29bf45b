import { OFFICE_CSV, type OfficeCsvRow } from '@sdp/shared/domain';
import type { UploadTarget } from '../../../csv/upload/upload-target';
import { OFFICE_IN_USE } from '../common/in-use';

/** An office upload replaces the offices of the years it contains; removing one still in use is refused. */
export const OFFICE_UPLOAD: UploadTarget<OfficeCsvRow> = {
  entity: 'office',
  definition: OFFICE_CSV,
  table: 'offices',
  staging: 'csv_staging_offices',
  values: OFFICE_CSV.columns.map((column) => column.key).filter((key) => !OFFICE_CSV.keys.includes(key)),
  inUse: { field: 'office_code', where: OFFICE_IN_USE },
  scope: (row) => [
    { field: 'office_code', entity: 'office', code: row.office_code },
    { field: 'supervision_code', entity: 'headquarter', code: row.supervision_code },
  ],
  versioned: true,
  userColumns: ['created_user_id', 'updated_user_id'],
};

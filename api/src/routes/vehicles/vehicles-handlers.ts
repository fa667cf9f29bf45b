import { exportColumnsOf, exportFileName, VEHICLE_CSV } from '@sdp/shared/domain';
import type { OPERATION_DOMAINS } from '@sdp/shared/routes';
import { csvFile } from '../../csv/csv-export';
import { runCsvUpload } from '../../csv/upload/run-csv-upload';
import type { HandlersOf } from '../../pipeline/handler';
import { exportVehicles, listVehicles, officeCodesOf } from './vehicles-repository';
import { VEHICLE_UPLOAD } from './vehicle-upload';

/** Company vehicles (fleet, Scope 1): list, export in the upload's columns, CSV upload that replaces its years. */
export const vehicleHandlers = {
  listVehicles: async ({ db }, { query }) => ({
    ...(await listVehicles(db, query)),
    page: query.page,
    per_page: query.per_page,
  }),

  exportVehicles: async ({ scoped }, { query: filter }) =>
    csvFile(
      exportFileName(VEHICLE_CSV.fileName, filter.survey_fy),
      exportColumnsOf(VEHICLE_CSV),
      exportVehicles(scoped, filter),
    ),

  uploadVehicles: async (ctx, { query, file }) => {
    const offices = await officeCodesOf(ctx.db);
    return runCsvUpload(ctx, file, VEHICLE_UPLOAD, {
      dryRun: query.dry_run,
      check: (record, line, validator) => {
        if (!offices.has(`${record.survey_fy}\t${record.office_code}`))
          validator.add({
            line,
            field: 'office_code',
            reason: 'INVALID_VALUE',
            message: `事業所コード: ${record.survey_fy}年度に存在しない事業所コードです`,
          });
      },
    });
  },
} satisfies HandlersOf<keyof (typeof OPERATION_DOMAINS)['vehicles']>;

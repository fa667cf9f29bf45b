import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  vehicleExportQuerySchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
  type Vehicle,
} from '@sdp/shared/contracts';
import { exportColumnsOf, exportFileName, VEHICLE_CSV } from '@sdp/shared/domain';
import { apiPath, csvResponse, guarded, mockDelay, pageOf, parseQuery } from '../lib';
import * as store from '../store/vehicles';
import { answerCsvUpload } from './csv-upload';

const VEHICLE_UPLOAD = 'vehicle-vehicle-upload';

const SORTS: Record<string, (v: Vehicle) => string | number | null> = {
  office_code: (v) => `${v.office_code}\t${v.registration_number}`,
  registration_number: (v) => v.registration_number,
  fuel_used: (v) => v.fuel_used,
  emissions: (v) => v.emissions,
};

export const vehiclesHandlers: HttpHandler[] = [
  http.get(
    apiPath('/cars'),
    guarded(VEHICLE_UPLOAD, async ({ request }) => {
      await mockDelay('list');
      const query = parseQuery(request, vehicleListQuerySchema);
      if (query instanceof Response) return query;
      const rows = store
        .listVehicles(query.survey_fy)
        .filter((v) => !query.office_code || v.office_code === query.office_code);
      const { items, ...page } = pageOf(rows, query, SORTS, 'office_code');
      const total_emissions = Math.round(rows.reduce((sum, v) => sum + v.emissions * 1000, 0)) / 1000;
      return HttpResponse.json(
        vehicleListResponseSchema.parse({ ...page, vehicles: items, total_emissions }),
      );
    }),
  ),
  http.get(
    apiPath('/cars/export'),
    guarded(VEHICLE_UPLOAD, async ({ request }) => {
      const query = parseQuery(request, vehicleExportQuerySchema);
      if (query instanceof Response) return query;
      await mockDelay('download');
      const rows = store
        .listVehicles(query.survey_fy)
        .filter((v) => !query.office_code || v.office_code === query.office_code);
      const ordered = pageOf(rows, { page: 1, per_page: rows.length || 1 }, SORTS, 'office_code').items;
      return csvResponse(
        exportColumnsOf(VEHICLE_CSV),
        ordered,
        exportFileName(VEHICLE_CSV.fileName, query.survey_fy),
      );
    }),
  ),
  http.post(
    apiPath('/cars/upload'),
    guarded(VEHICLE_UPLOAD, async ({ request, session }) => {
      await mockDelay('write');
      return answerCsvUpload(
        request,
        VEHICLE_CSV,
        {
          stored: (years) => years.flatMap((year) => store.listVehicles(year)),
          apply: (records) => store.replaceVehicles(records),
          check: (record, line, validator) => {
            if (store.officeNameOf(record.survey_fy, record.office_code) === undefined)
              validator.add({
                line,
                field: 'office_code',
                reason: 'INVALID_VALUE',
                message: `事業所コード: ${record.survey_fy}年度に存在しない事業所コードです`,
              });
          },
        },
        { entity: 'vehicle', session },
      );
    }),
  ),
];

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvUploadResponseSchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
} from '@sdp/shared/contracts';
import { VEHICLE_CSV, type VehicleCsvRow } from '@sdp/shared/domain';
import { callerOf } from '../../types';
import { readCsvUpload } from '../../csv/csv-import';
import { listVehicles, officeCodesOf, replaceVehicles } from './vehicles-repository';

const TAGS = ['vehicles'];

/** Company vehicles (fleet, Scope 1): list and CSV upload that replaces the years it contains. */
export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cars',
    {
      schema: {
        tags: TAGS,
        querystring: vehicleListQuerySchema,
        response: { 200: vehicleListResponseSchema },
      },
    },
    async (request) => {
      const answer = await listVehicles(app.db, request.query);
      return { ...answer, page: request.query.page, per_page: request.query.per_page };
    },
  );
  app.post(
    '/cars/upload',
    {
      schema: {
        tags: TAGS,
        description:
          'multipart の file に車両CSV（Shift_JIS または BOM付きUTF-8）。列: 調査年度, 事業所コード, 登録番号, 車種, ' +
          '燃料種別（ガソリン・軽油・LPG・ハイブリッド・電気）, 燃料使用量（L、電気はkWh）, 走行距離（km）。' +
          '含まれる調査年度の車両を置き換える。1行でも誤りがあれば何も登録しない。',
        response: { 200: csvUploadResponseSchema },
      },
    },
    async (request) => {
      const offices = await officeCodesOf(app.db);
      const records: VehicleCsvRow[] = await readCsvUpload(
        request,
        VEHICLE_CSV,
        (record, line, validator) => {
          if (!offices.has(`${record.survey_fy}\t${record.office_code}`))
            validator.add({
              line,
              field: 'office_code',
              reason: 'INVALID_VALUE',
              message: `事業所コード: ${record.survey_fy}年度に存在しない事業所コードです`,
            });
        },
      );
      await app.db.transaction().execute((tx) => replaceVehicles(tx, records, callerOf(request).userId));
      return { imported_count: records.length };
    },
  );
};

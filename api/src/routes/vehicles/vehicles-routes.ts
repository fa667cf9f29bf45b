import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvUploadQuerySchema,
  csvUploadResponseSchema,
  vehicleExportQuerySchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
} from '@sdp/shared/contracts';
import { exportColumnsOf, exportFileName, VEHICLE_CSV } from '@sdp/shared/domain';
import { sendCsv } from '../../csv/csv-export';
import { runCsvUpload } from '../../csv/upload/run-csv-upload';
import { exportVehicles, listVehicles, officeCodesOf } from './vehicles-repository';
import { VEHICLE_UPLOAD } from './vehicle-upload';

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
  app.get(
    '/cars/export',
    {
      schema: {
        tags: TAGS,
        description:
          '調査年度の車両をアップロードと同じ列のCSVで出力する（編集してそのままアップロードできる）。',
        querystring: vehicleExportQuerySchema,
      },
    },
    async (request, reply) => {
      const filter = request.query;
      return sendCsv(
        reply,
        exportFileName(VEHICLE_CSV.fileName, filter.survey_fy),
        exportColumnsOf(VEHICLE_CSV),
        exportVehicles(app.db, filter),
      );
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
          '含まれる調査年度の車両を置き換える。1行でも誤りがあれば何も登録しない。' +
          'dry_run=true では登録せず、追加・変更・削除の件数と削除される行（先頭100件）を返す。',
        querystring: csvUploadQuerySchema,
        response: { 200: csvUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const offices = await officeCodesOf(app.db);
      return runCsvUpload(app, request, reply, VEHICLE_UPLOAD, {
        dryRun: request.query.dry_run,
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
  );
};

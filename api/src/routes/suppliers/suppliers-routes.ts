import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvUploadQuerySchema,
  csvUploadResponseSchema,
  supplierExportQuerySchema,
  supplierListQuerySchema,
  supplierListResponseSchema,
} from '@sdp/shared/contracts';
import { exportColumnsOf, exportFileName, SUPPLIER_CSV } from '@sdp/shared/domain';
import { sendCsv } from '../../csv/csv-export';
import { runCsvUpload } from '../../csv/upload/run-csv-upload';
import { departmentCodesOf, exportSuppliers, listSuppliers } from './suppliers-repository';
import { SUPPLIER_UPLOAD } from './supplier-upload';

const TAGS = ['suppliers'];

/** Suppliers (clients): list, CSV export, CSV upload that replaces the years it contains. */
export const suppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suppliers',
    {
      schema: {
        tags: TAGS,
        querystring: supplierListQuerySchema,
        response: { 200: supplierListResponseSchema },
      },
    },
    async (request) => {
      const { total, suppliers } = await listSuppliers(app.db, request.query);
      return { total, page: request.query.page, per_page: request.query.per_page, suppliers };
    },
  );
  app.get(
    '/suppliers/export/',
    { schema: { tags: TAGS, querystring: supplierExportQuerySchema } },
    async (request, reply) => {
      const filter = request.query;
      const pages = exportSuppliers(app.db, filter);
      return sendCsv(
        reply,
        exportFileName(SUPPLIER_CSV.fileName, filter.survey_fy),
        exportColumnsOf(SUPPLIER_CSV),
        pages,
      );
    },
  );
  app.post(
    '/suppliers/upload',
    {
      schema: {
        tags: TAGS,
        description:
          'multipart の file に取引先CSV。含まれる調査年度の取引先を置き換える。1行でも誤りがあれば何も登録しない。' +
          'dry_run=true では登録せず、追加・変更・削除の件数と削除される行（先頭100件）を返す。',
        querystring: csvUploadQuerySchema,
        response: { 200: csvUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const departments = await departmentCodesOf(app.db);
      return runCsvUpload(app, request, reply, SUPPLIER_UPLOAD, {
        dryRun: request.query.dry_run,
        check: (record, line, validator) => {
          if (!departments.has(`${record.survey_fy}\t${record.department_code}`))
            validator.add({
              line,
              field: 'department_code',
              reason: 'INVALID_VALUE',
              message: `部コード: ${record.survey_fy}年度に存在しない部コードです`,
            });
        },
      });
    },
  );
};

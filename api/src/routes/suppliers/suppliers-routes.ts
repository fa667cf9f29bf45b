import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvUploadResponseSchema,
  supplierExportQuerySchema,
  supplierListQuerySchema,
  supplierListResponseSchema,
} from '@sdp/shared/contracts';
import { exportColumnsOf, exportFileName, SUPPLIER_CSV, type SupplierCsvRow } from '@sdp/shared/domain';
import { callerOf } from '../../types';
import { sendCsv } from '../../csv/csv-export';
import { readCsvUpload } from '../../csv/csv-import';
import { departmentCodesOf, exportSuppliers, listSuppliers, replaceSuppliers } from './suppliers-repository';

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
    { schema: { tags: TAGS, response: { 200: csvUploadResponseSchema } } },
    async (request) => {
      const departments = await departmentCodesOf(app.db, [2021, 2022, 2023, 2024, 2025]);
      const records: SupplierCsvRow[] = await readCsvUpload(
        request,
        SUPPLIER_CSV,
        (record, line, validator) => {
          if (!departments.has(`${record.survey_fy}\t${record.department_code}`))
            validator.add({
              line,
              field: 'department_code',
              reason: 'INVALID_VALUE',
              message: `部コード: ${record.survey_fy}年度に存在しない部コードです`,
            });
        },
      );
      await app.db.transaction().execute((tx) => replaceSuppliers(tx, records, callerOf(request).userId));
      return { imported_count: records.length };
    },
  );
};

import { exportColumnsOf, exportFileName, SUPPLIER_CSV } from '@sdp/shared/domain';
import type { OPERATION_DOMAINS } from '@sdp/shared/routes';
import { csvFile } from '../../csv/csv-export';
import { runCsvUpload } from '../../csv/upload/run-csv-upload';
import type { HandlersOf } from '../../pipeline/handler';
import { departmentCodesOf, exportSuppliers, listSuppliers } from './suppliers-repository';
import { SUPPLIER_UPLOAD } from './supplier-upload';

/** Suppliers (clients): list, CSV export, CSV upload that replaces the years it contains. */
export const supplierHandlers = {
  listSuppliers: async ({ db }, { query }) => {
    const { total, suppliers } = await listSuppliers(db, query);
    return { total, page: query.page, per_page: query.per_page, suppliers };
  },

  exportSuppliers: async ({ scoped }, { query: filter }) =>
    csvFile(
      exportFileName(SUPPLIER_CSV.fileName, filter.survey_fy),
      exportColumnsOf(SUPPLIER_CSV),
      exportSuppliers(scoped, filter),
    ),

  uploadSuppliers: async (ctx, { query, file }) => {
    const departments = await departmentCodesOf(ctx.db);
    return runCsvUpload(ctx, file, SUPPLIER_UPLOAD, {
      dryRun: query.dry_run,
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
} satisfies HandlersOf<keyof (typeof OPERATION_DOMAINS)['suppliers']>;

import { supplierExportQuerySchema, supplierListQuerySchema, supplierListResponseSchema } from '../suppliers';
import { csvUploadQuerySchema, csvUploadResponseSchema } from '../csv-upload';
import type { supplierOperations } from '../../operations/suppliers';
import { CSV_FILE, type SchemasOf } from './operation-schemas';

export const supplierSchemas = {
  listSuppliers: {
    summary: 'Clients of a survey year',
    query: supplierListQuerySchema,
    answer: supplierListResponseSchema,
  },
  exportSuppliers: { summary: 'Clients as CSV', query: supplierExportQuerySchema, file: CSV_FILE },
  uploadSuppliers: {
    summary: 'Upload clients (CSV; dry_run checks first)',
    query: csvUploadQuerySchema,
    body: 'multipart',
    answer: csvUploadResponseSchema,
  },
} as const satisfies SchemasOf<typeof supplierOperations>;

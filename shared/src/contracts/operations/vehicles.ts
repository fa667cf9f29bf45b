import { vehicleExportQuerySchema, vehicleListQuerySchema, vehicleListResponseSchema } from '../vehicles';
import { csvUploadQuerySchema, csvUploadResponseSchema } from '../csv-upload';
import type { vehicleOperations } from '../../operations/vehicles';
import { CSV_FILE, type SchemasOf } from './operation-schemas';

export const vehicleSchemas = {
  listVehicles: {
    summary: 'Vehicles of a survey year',
    query: vehicleListQuerySchema,
    answer: vehicleListResponseSchema,
  },
  exportVehicles: {
    summary: 'Vehicles as CSV, in the upload columns',
    query: vehicleExportQuerySchema,
    file: CSV_FILE,
  },
  uploadVehicles: {
    summary: "Replace a year's vehicles (CSV; dry_run checks first)",
    query: csvUploadQuerySchema,
    body: 'multipart',
    answer: csvUploadResponseSchema,
  },
} as const satisfies SchemasOf<typeof vehicleOperations>;

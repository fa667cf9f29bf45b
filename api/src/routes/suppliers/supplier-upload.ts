import { SUPPLIER_CSV, type SupplierCsvRow } from '@sdp/shared/domain';
import type { UploadTarget } from '../../csv/upload/upload-target';

/** A supplier (client) upload replaces the suppliers of the years it contains. */
export const SUPPLIER_UPLOAD: UploadTarget<SupplierCsvRow> = {
  entity: 'supplier',
  definition: SUPPLIER_CSV,
  table: 'suppliers',
  staging: 'csv_staging_suppliers',
  values: [
    'supplier_company_name_full_width',
    'supplier_company_name_half_width',
    'supplier_name',
    'supplier_company_name',
    'supplier_department_name',
    'supplier_section_name',
    'sales_category',
    'handling_amount',
  ],
  versioned: false,
  userColumns: ['created_user_id'],
};

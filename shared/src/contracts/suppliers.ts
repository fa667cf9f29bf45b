import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema, sortQuery, surveyFyParamSchema } from './common';
import { SUPPLIER_SORT_KEYS } from './constants';
import { searchText } from './text';

/*
 * Suppliers (clients) per survey year (spec §3 "Supplier row"). A row belongs to the internal department that deals
 * with the supplier: (survey_fy, department_code, supplier_code) is the key, so a repeated pair in an upload answers
 * DUPLICATE_ERROR on department_code (spec §5 sample).
 */
export const supplierSchema = z.object({
  id: z.number().int(),
  survey_fy: z.number().int(),
  department_code: z.string(),
  department_name: z.string().nullable(),
  supplier_code: z.string(),
  supplier_company_name_full_width: z.string(),
  supplier_company_name_half_width: z.string().nullable(),
  supplier_name: z.string().nullable(),
  supplier_company_name: z.string().nullable(),
  supplier_department_name: z.string().nullable(),
  supplier_section_name: z.string().nullable(),
  sales_category: z.string().nullable(),
  handling_amount: z.number().nullable(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierListQuerySchema = pageQuerySchema.extend({
  ...sortQuery(SUPPLIER_SORT_KEYS),
  survey_fy: surveyFyParamSchema,
  department_code: z.string().max(5).optional(),
  keyword: searchText(100).optional(),
});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;
export const supplierListResponseSchema = pageInfoSchema.extend({ suppliers: z.array(supplierSchema) });

export const supplierExportQuerySchema = z.object({
  survey_fy: surveyFyParamSchema,
  department_code: z.string().max(5).optional(),
  keyword: searchText(100).optional(),
});

import type { Generated } from 'kysely';
import type { CorporationRecord, OfficeRecord } from '@sdp/shared/contracts';
import type { AuditColumns, Timestamp } from './core';

/** The columns are the contract's record (shared/src/contracts/organizations.ts), so a field is written there once. */
export interface OfficesTable extends AuditColumns, Omit<OfficeRecord, 'is_survey_required'> {
  office_id: Generated<number>;
  is_survey_required: Generated<boolean>;
}

/** The columns are the contract's record (shared/src/contracts/organizations.ts), so a field is written there once. */
export interface CorporationsTable extends AuditColumns, Omit<CorporationRecord, 'is_survey_required'> {
  corporation_id: Generated<number>;
  is_survey_required: Generated<boolean>;
}

export interface SuppliersTable {
  supplier_id: Generated<number>;
  survey_fy: number;
  department_code: string;
  supplier_code: string;
  supplier_company_name_full_width: string;
  supplier_company_name_half_width: string | null;
  supplier_name: string | null;
  supplier_company_name: string | null;
  supplier_department_name: string | null;
  supplier_section_name: string | null;
  sales_category: string | null;
  /** numeric comes back as text from pg. */
  handling_amount: string | number | null;
  created_date: Generated<Timestamp>;
  created_user_id: string | null;
}

/** Tables of migrations 020–029 (offices, corporations, suppliers). */
export interface OrganizationsTables {
  offices: OfficesTable;
  corporations: CorporationsTable;
  suppliers: SuppliersTable;
}

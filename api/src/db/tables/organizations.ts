import type { Generated } from 'kysely';
import type { CorporationRecord } from '@sdp/shared/contracts';
import type { AuditColumns, Timestamp } from './core';

export interface OfficesTable extends AuditColumns {
  office_id: Generated<number>;
  survey_fy: number;
  office_class: number;
  supervision_code: string;
  supervision_name_eng: string | null;
  admin_code: string;
  admin_name_eng: string | null;
  office_code: string;
  office_name: string;
  office_name_eng: string | null;
  country_code: string;
  location_type: number | null;
  survey_target_class: number | null;
  is_survey_required: Generated<boolean>;
  exclusion_reason: string | null;
  notes: string | null;
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

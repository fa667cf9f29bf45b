-- Staging tables of the CSV uploads (issue 18): an upload is parsed and validated outside any transaction, COPied
-- here under its own upload_id, then merged into its table in one short set-based transaction. Unlogged: a crash
-- loses only uploads in flight, which answer 5xx anyway; rows left behind are swept after an hour. No indexes: they
-- would slow the COPY, and the merge joins staging to its table by hash once ANALYZE has counted the rows.
CREATE UNLOGGED TABLE csv_staging_vehicles (
  upload_id uuid NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now(),
  survey_fy smallint NOT NULL,
  office_code varchar(8) NOT NULL,
  registration_number varchar(100) NOT NULL,
  vehicle_type varchar(100) NOT NULL,
  fuel_type varchar(20) NOT NULL,
  fuel_used numeric(14, 3) NOT NULL,
  distance numeric(14, 3),
  emissions numeric(16, 3) NOT NULL
);

CREATE UNLOGGED TABLE csv_staging_survey_results (
  upload_id uuid NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now(),
  survey_fy smallint NOT NULL,
  kind varchar(6) NOT NULL,
  code varchar(8) NOT NULL,
  category varchar(100) NOT NULL,
  activity_amount numeric(18, 3) NOT NULL,
  unit varchar(20) NOT NULL,
  emissions numeric(18, 3) NOT NULL
);

CREATE UNLOGGED TABLE csv_staging_suppliers (
  upload_id uuid NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now(),
  survey_fy smallint NOT NULL,
  department_code varchar(5) NOT NULL,
  supplier_code varchar(8) NOT NULL,
  supplier_company_name_full_width varchar(100) NOT NULL,
  supplier_company_name_half_width varchar(100),
  supplier_name varchar(100),
  supplier_company_name varchar(100),
  supplier_department_name varchar(100),
  supplier_section_name varchar(100),
  sales_category varchar(100),
  handling_amount numeric(20, 2)
);

CREATE UNLOGGED TABLE csv_staging_internal_units (
  upload_id uuid NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now(),
  survey_fy smallint NOT NULL,
  department_code varchar(5) NOT NULL,
  section_code varchar(8),
  group_code varchar(3) NOT NULL,
  group_name varchar(100) NOT NULL,
  headquarter_code varchar(4) NOT NULL,
  headquarter_name varchar(100) NOT NULL,
  department_name varchar(100) NOT NULL,
  section_name varchar(100)
);

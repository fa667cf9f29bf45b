-- Staging of the office and related-company CSV uploads (issue 16: an upload for every kind with an export), as
-- in 070: unlogged, no index, rows of one upload under its upload_id.
CREATE UNLOGGED TABLE csv_staging_offices (
  upload_id uuid NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now(),
  survey_fy smallint NOT NULL,
  office_code varchar(8) NOT NULL,
  office_name varchar(100) NOT NULL,
  office_name_eng varchar(100),
  office_class smallint NOT NULL,
  supervision_code varchar(4) NOT NULL,
  supervision_name_eng varchar(100),
  admin_code varchar(5) NOT NULL,
  admin_name_eng varchar(100),
  country_code char(3) NOT NULL,
  location_type smallint,
  survey_target_class smallint,
  is_survey_required boolean NOT NULL,
  exclusion_reason varchar(100),
  notes varchar(100)
);

CREATE UNLOGGED TABLE csv_staging_corporations (
  upload_id uuid NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now(),
  survey_fy smallint NOT NULL,
  company_code varchar(8) NOT NULL,
  company_name varchar(100) NOT NULL,
  company_name_eng varchar(100),
  company_abbreviation varchar(100),
  company_formal_name varchar(100) NOT NULL,
  company_formal_name_eng varchar(100),
  company_formal_name_kana varchar(100),
  business_content varchar(100),
  region_code varchar(2) NOT NULL,
  country_code char(3) NOT NULL,
  internal_external_class_code char(1) NOT NULL,
  consolidation_class_code char(1) NOT NULL,
  department_code varchar(5) NOT NULL,
  location_type smallint,
  survey_target_class smallint,
  is_survey_required boolean NOT NULL,
  exclusion_reason varchar(100),
  notes varchar(100)
);

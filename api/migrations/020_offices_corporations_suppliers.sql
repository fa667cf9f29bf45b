-- Offices, related companies and suppliers per survey year (issue 5). Codes point at the internal units of the year.
CREATE TABLE offices (
  office_id serial PRIMARY KEY,
  survey_fy smallint NOT NULL,
  office_class smallint NOT NULL CHECK (office_class IN (1, 2, 3)),
  supervision_code varchar(4) NOT NULL,
  supervision_name_eng varchar(100),
  admin_code varchar(5) NOT NULL,
  admin_name_eng varchar(100),
  office_code varchar(8) NOT NULL,
  office_name varchar(100) NOT NULL,
  office_name_eng varchar(100),
  country_code char(3) NOT NULL REFERENCES countries (country_code),
  location_type smallint,
  survey_target_class smallint,
  is_survey_required boolean NOT NULL DEFAULT true,
  exclusion_reason varchar(100),
  notes varchar(100),
  version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  created_user_id varchar(20),
  updated_date timestamptz NOT NULL DEFAULT now(),
  updated_user_id varchar(20),
  UNIQUE (survey_fy, office_code)
);
CREATE INDEX offices_admin_idx ON offices (survey_fy, admin_code);

CREATE TABLE corporations (
  corporation_id serial PRIMARY KEY,
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
  country_code char(3) NOT NULL REFERENCES countries (country_code),
  internal_external_class_code char(1) NOT NULL CHECK (internal_external_class_code IN ('D', 'F')),
  consolidation_class_code char(1) NOT NULL CHECK (consolidation_class_code IN ('1', '9')),
  department_code varchar(5) NOT NULL,
  location_type smallint,
  survey_target_class smallint,
  is_survey_required boolean NOT NULL DEFAULT true,
  exclusion_reason varchar(100),
  notes varchar(100),
  version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  created_user_id varchar(20),
  updated_date timestamptz NOT NULL DEFAULT now(),
  updated_user_id varchar(20),
  UNIQUE (survey_fy, company_code)
);
CREATE INDEX corporations_department_idx ON corporations (survey_fy, department_code);

CREATE TABLE suppliers (
  supplier_id serial PRIMARY KEY,
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
  handling_amount numeric(20, 2),
  created_date timestamptz NOT NULL DEFAULT now(),
  created_user_id varchar(20),
  UNIQUE (survey_fy, department_code, supplier_code)
);

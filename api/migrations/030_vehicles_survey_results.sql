-- Company vehicles (fleet, Scope 1) and survey results per survey year (issue 6).
CREATE TABLE vehicles (
  vehicle_id serial PRIMARY KEY,
  survey_fy smallint NOT NULL,
  office_code varchar(8) NOT NULL,
  registration_number varchar(100) NOT NULL,
  vehicle_type varchar(100) NOT NULL,
  fuel_type varchar(20) NOT NULL,
  fuel_used numeric(14, 3) NOT NULL,
  distance numeric(14, 3),
  emissions numeric(16, 3) NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  created_user_id varchar(20),
  updated_date timestamptz NOT NULL DEFAULT now(),
  updated_user_id varchar(20),
  UNIQUE (survey_fy, registration_number)
);
CREATE INDEX vehicles_office_idx ON vehicles (survey_fy, office_code);

CREATE TABLE survey_results (
  survey_result_id serial PRIMARY KEY,
  survey_fy smallint NOT NULL,
  kind varchar(6) NOT NULL CHECK (kind IN ('office', 'corp')),
  code varchar(8) NOT NULL,
  category varchar(100) NOT NULL,
  activity_amount numeric(18, 3) NOT NULL,
  unit varchar(20) NOT NULL,
  emissions numeric(18, 3) NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  created_user_id varchar(20),
  updated_date timestamptz NOT NULL DEFAULT now(),
  updated_user_id varchar(20),
  UNIQUE (survey_fy, kind, code, category)
);

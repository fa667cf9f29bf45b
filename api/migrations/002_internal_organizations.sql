-- Internal organisation per survey year (group → headquarters → department → section) and countries.
CREATE TABLE internal_groups (
  survey_fy smallint NOT NULL,
  group_code varchar(3) NOT NULL,
  group_name varchar(100) NOT NULL,
  group_name_eng varchar(100),
  PRIMARY KEY (survey_fy, group_code)
);

CREATE TABLE internal_headquarters (
  survey_fy smallint NOT NULL,
  group_code varchar(3) NOT NULL,
  headquarter_code varchar(4) NOT NULL,
  headquarter_name varchar(100) NOT NULL,
  headquarter_name_eng varchar(100),
  PRIMARY KEY (survey_fy, headquarter_code),
  FOREIGN KEY (survey_fy, group_code) REFERENCES internal_groups (survey_fy, group_code)
);
CREATE INDEX internal_headquarters_group_idx ON internal_headquarters (survey_fy, group_code);

-- One row per department (and section, when it has one); disc_flg 1 marks a discontinued unit.
CREATE TABLE internal_organizations (
  internal_organization_id serial PRIMARY KEY,
  survey_fy smallint NOT NULL,
  group_code varchar(3) NOT NULL,
  headquarter_code varchar(4) NOT NULL,
  department_code varchar(5) NOT NULL,
  department_name varchar(100) NOT NULL,
  section_code varchar(8),
  section_name varchar(100),
  disc_flg smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  created_user_id varchar(20),
  updated_date timestamptz NOT NULL DEFAULT now(),
  updated_user_id varchar(20),
  FOREIGN KEY (survey_fy, headquarter_code) REFERENCES internal_headquarters (survey_fy, headquarter_code)
);
CREATE UNIQUE INDEX internal_organizations_unit_key
  ON internal_organizations (survey_fy, department_code, coalesce(section_code, ''));
CREATE INDEX internal_organizations_hq_idx ON internal_organizations (survey_fy, group_code, headquarter_code);

CREATE TABLE countries (
  country_code char(3) PRIMARY KEY,
  country_name varchar(100) NOT NULL,
  country_name_eng varchar(100),
  sort_order integer NOT NULL DEFAULT 0
);

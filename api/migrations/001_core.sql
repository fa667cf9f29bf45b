-- Roles, authority groups and users (the sign-in and authorization core).
CREATE TABLE roles (
  role_id varchar(50) PRIMARY KEY,
  role_name varchar(100) NOT NULL,
  note varchar(100),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE authority_groups (
  authority_group_id varchar(30) PRIMARY KEY,
  authority_group_name varchar(100) NOT NULL,
  data_viewing_class smallint NOT NULL DEFAULT 1,
  note varchar(100),
  version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  created_user_id varchar(20),
  updated_date timestamptz NOT NULL DEFAULT now(),
  updated_user_id varchar(20)
);

CREATE TABLE authority_group_roles (
  authority_group_id varchar(30) NOT NULL REFERENCES authority_groups (authority_group_id) ON DELETE CASCADE,
  role_id varchar(50) NOT NULL REFERENCES roles (role_id),
  PRIMARY KEY (authority_group_id, role_id)
);
CREATE INDEX authority_group_roles_role_idx ON authority_group_roles (role_id);

-- status: 0 申請中, 1 有効, 2 差戻し, 3 否認, 4 取下げ, 9 削除済 (DESIGN.md §4)
CREATE TABLE users (
  user_id varchar(20) PRIMARY KEY,
  email varchar(254) NOT NULL,
  surname varchar(100) NOT NULL,
  given_name varchar(100) NOT NULL,
  surname_kana varchar(100),
  given_name_kana varchar(100),
  organization_id varchar(30),
  office_class smallint,
  org_group_code varchar(3),
  headquarter_code varchar(4),
  department_code varchar(5),
  section_code varchar(8),
  office_code varchar(8),
  authority_group_id varchar(30) REFERENCES authority_groups (authority_group_id),
  note varchar(100),
  status smallint NOT NULL DEFAULT 1,
  apply_date timestamptz,
  accept_date timestamptz,
  register_date timestamptz,
  idp_issuer varchar(300),
  idp_subject varchar(300),
  version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  created_user_id varchar(20),
  updated_date timestamptz NOT NULL DEFAULT now(),
  updated_user_id varchar(20)
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_authority_group_idx ON users (authority_group_id);
CREATE INDEX users_status_idx ON users (status);

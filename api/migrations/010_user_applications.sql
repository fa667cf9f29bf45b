-- Users domain (DESIGN.md §4): one row per application (登録 1 / 変更 2 / 削除 3) with the applied-for values,
-- and the history of every action on it. Application status: 0 申請中, 1 承認済, 2 差戻し, 3 否認, 4 取下げ.
CREATE TABLE user_applications (
  user_id varchar(20) NOT NULL REFERENCES users (user_id),
  apply_index integer NOT NULL,
  process_type smallint NOT NULL,
  status smallint NOT NULL DEFAULT 0,
  apply_user_id varchar(20) NOT NULL,
  apply_date timestamptz NOT NULL DEFAULT now(),
  accept_date timestamptz,
  email varchar(254) NOT NULL,
  surname varchar(100) NOT NULL,
  given_name varchar(100) NOT NULL,
  surname_kana varchar(100),
  given_name_kana varchar(100),
  organization_id varchar(30),
  office_class smallint,
  org_group_code varchar(3),
  org_group_name varchar(100),
  headquarter_code varchar(4),
  headquarter_name varchar(100),
  office_code varchar(8),
  office_name varchar(100),
  authority_group_id varchar(30),
  note varchar(100),
  version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  created_user_id varchar(20),
  updated_date timestamptz NOT NULL DEFAULT now(),
  updated_user_id varchar(20),
  PRIMARY KEY (user_id, apply_index)
);
CREATE INDEX user_applications_status_idx ON user_applications (status, apply_date);
-- At most one application in progress (pending or remanded) per user.
CREATE UNIQUE INDEX user_applications_open_key ON user_applications (user_id) WHERE status IN (0, 2);

CREATE TABLE user_apply_histories (
  history_id serial PRIMARY KEY,
  user_id varchar(20) NOT NULL,
  apply_index integer NOT NULL,
  comment_user_id varchar(20) NOT NULL,
  comment varchar(100),
  action smallint NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (user_id, apply_index) REFERENCES user_applications (user_id, apply_index)
);
CREATE INDEX user_apply_histories_application_idx ON user_apply_histories (user_id, apply_index);

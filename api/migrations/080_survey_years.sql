-- Survey years are data (DESIGN.md §7): 0 準備中, 1 受付中, 2 締め済み. A new year comes from a roll-over of the year
-- before (or the demo seed); a database from before this migration gets the years its data already has, open.
CREATE TABLE survey_years (
  survey_fy smallint PRIMARY KEY,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
  opened_date timestamptz,
  opened_user_id varchar(20),
  closed_date timestamptz,
  closed_user_id varchar(20),
  reopen_reason varchar(200),
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);

INSERT INTO survey_years (survey_fy, status, opened_date)
SELECT survey_fy, 1, now() FROM (
  SELECT survey_fy FROM internal_groups
  UNION SELECT survey_fy FROM offices
  UNION SELECT survey_fy FROM corporations
  UNION SELECT survey_fy FROM suppliers
  UNION SELECT survey_fy FROM vehicles
  UNION SELECT survey_fy FROM survey_results
) AS years
ON CONFLICT DO NOTHING;

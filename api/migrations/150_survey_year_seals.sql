-- A closed year is sealed (DESIGN.md §8): the close stores SHA-256 over the canonical export of the year's data, its
-- rows per kind, who and when. The digest is computed by the API from the export's own column definitions (shared),
-- so years already closed get theirs from a start-up step (api/src/routes/survey-years/seal/backfill-seals.ts), not
-- here: SQL would have to copy every export column's formatting and would drift from it.
CREATE TABLE survey_year_seals (
  survey_fy smallint PRIMARY KEY REFERENCES survey_years (survey_fy) ON DELETE CASCADE,
  digest char(64) NOT NULL,
  counts jsonb NOT NULL,
  sealed_at timestamptz NOT NULL DEFAULT now(),
  sealed_user_id varchar(20),
  -- The name at the time, as the year's history keeps it.
  sealed_user_name varchar(200)
);

-- A reopen and the close after it: the reopen's reason, the seal before and after, the year's data changes between.
CREATE TABLE survey_year_restatements (
  restatement_id bigserial PRIMARY KEY,
  survey_fy smallint NOT NULL REFERENCES survey_years (survey_fy) ON DELETE CASCADE,
  reason varchar(200),
  reopened_at timestamptz,
  closed_at timestamptz NOT NULL,
  closed_user_id varchar(20),
  closed_user_name varchar(200),
  digest_before char(64) NOT NULL,
  digest_after char(64) NOT NULL,
  changes jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX survey_year_restatements_year_idx ON survey_year_restatements (survey_fy, restatement_id);

-- Background CSV exports and their files, so a job started on one API instance downloads from any other.
-- The file is kept in chunks (bytea) that are streamed out in order; expired jobs are deleted on a schedule.
CREATE TABLE export_jobs (
  token varchar(64) PRIMARY KEY,
  owner_id varchar(20) NOT NULL,
  file_name varchar(300) NOT NULL,
  status varchar(10) NOT NULL CHECK (status IN ('preparing', 'ready', 'failed')),
  rows_done integer NOT NULL DEFAULT 0,
  rows_total integer,
  bytes bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- The writing instance touches this after every page: a job left preparing without it was abandoned (crash).
  heartbeat_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX export_jobs_owner ON export_jobs (owner_id, created_at);
CREATE INDEX export_jobs_expires_at ON export_jobs (expires_at);

CREATE TABLE export_job_chunks (
  token varchar(64) NOT NULL REFERENCES export_jobs (token) ON DELETE CASCADE,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (token, seq)
);

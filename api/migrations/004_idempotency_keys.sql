-- Answers of POSTs sent with an Idempotency-Key, per caller, kept until expires_at (api/src/plugins/idempotency.ts).
-- status_code NULL = the first request is still running (locked_at says since when).
CREATE TABLE idempotency_keys (
  user_id varchar(20) NOT NULL,
  idempotency_key varchar(255) NOT NULL,
  fingerprint char(64) NOT NULL,
  status_code integer,
  content_type varchar(200),
  response_body text,
  locked_at timestamptz NOT NULL DEFAULT now(),
  created_date timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);

-- Token ids signed out before their expiry. Every instance checks here on each request; rows past their
-- expiry are pruned on a schedule (the token itself is refused by then).
CREATE TABLE revoked_tokens (
  token_id varchar(200) PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_at ON revoked_tokens (expires_at);

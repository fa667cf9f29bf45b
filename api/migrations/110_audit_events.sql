-- The audit trail (DESIGN.md §7): one event per entity changed, written in the same transaction as the change.
-- Append-only: the database itself refuses UPDATE, DELETE and TRUNCATE, whoever asks.
CREATE TABLE audit_events (
  audit_event_id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  user_id varchar(20),
  user_name varchar(200),
  action varchar(20) NOT NULL,
  entity varchar(40) NOT NULL,
  entity_key varchar(200) NOT NULL,
  survey_fy smallint,
  changes jsonb NOT NULL DEFAULT '[]',
  request_id varchar(100),
  note text
);
CREATE INDEX audit_events_entity_idx ON audit_events (entity, entity_key, occurred_at DESC);
CREATE INDEX audit_events_time_idx ON audit_events (occurred_at DESC);
CREATE INDEX audit_events_user_idx ON audit_events (user_id, occurred_at DESC);
CREATE INDEX audit_events_year_idx ON audit_events (survey_fy, occurred_at DESC);

CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();

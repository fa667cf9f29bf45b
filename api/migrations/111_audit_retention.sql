-- The audit trail is kept 10 years (DESIGN.md §7). The retention is stated once, here; the trigger lets only
-- events older than it be deleted (the purge at start-up), and still refuses every UPDATE, TRUNCATE and any
-- other DELETE, whoever asks.
CREATE FUNCTION audit_events_retention() RETURNS interval LANGUAGE sql IMMUTABLE AS $$ SELECT interval '10 years' $$;

CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.occurred_at < now() - audit_events_retention() THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

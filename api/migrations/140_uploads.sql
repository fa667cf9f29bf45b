-- Uploads are evidence (DESIGN.md §8): every accepted upload that changes data keeps its original file and record,
-- written in the upload's own transaction. Append-only like audit_events: the database refuses UPDATE, TRUNCATE and
-- any DELETE younger than the audit trail's retention, whoever asks.
CREATE TABLE uploads (
  upload_id uuid PRIMARY KEY,
  kind varchar(40) NOT NULL,
  -- A file with rows of several years belongs to each of them.
  survey_fys smallint[] NOT NULL DEFAULT '{}',
  file_name varchar(255) NOT NULL,
  size_bytes bigint NOT NULL,
  sha256 char(64) NOT NULL,
  content_type varchar(100) NOT NULL,
  user_id varchar(20),
  user_name varchar(200),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  added integer NOT NULL,
  changed integer NOT NULL,
  removed integer NOT NULL,
  warnings jsonb,
  comment text,
  -- The uploader's data scope: a 所属組織データのみ upload only touched rows of that scope (OUT_OF_SCOPE otherwise).
  scope_kind varchar(20) NOT NULL,
  scope_code varchar(20) NOT NULL DEFAULT ''
);
CREATE INDEX uploads_kind_idx ON uploads (kind, uploaded_at DESC);
CREATE INDEX uploads_years_idx ON uploads USING gin (survey_fys);

-- The bytes in 256 KiB chunks, in order.
CREATE TABLE upload_chunks (
  upload_id uuid NOT NULL REFERENCES uploads (upload_id),
  seq integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (upload_id, seq)
);
-- The chunks stay as written: pglz would spend the upload's time compressing them again.
ALTER TABLE upload_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;

CREATE FUNCTION uploads_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER uploads_no_change BEFORE UPDATE OR DELETE ON uploads
  FOR EACH ROW EXECUTE FUNCTION uploads_append_only();
CREATE TRIGGER uploads_no_truncate BEFORE TRUNCATE ON uploads
  FOR EACH STATEMENT EXECUTE FUNCTION uploads_append_only();
CREATE TRIGGER upload_chunks_no_change BEFORE UPDATE OR DELETE ON upload_chunks
  FOR EACH ROW EXECUTE FUNCTION uploads_append_only();
CREATE TRIGGER upload_chunks_no_truncate BEFORE TRUNCATE ON upload_chunks
  FOR EACH STATEMENT EXECUTE FUNCTION uploads_append_only();

-- Data scope: a 所属組織データのみ caller sees uploads of scoped kinds made under its own scope (those touched only
-- its rows), and every upload of an unscoped kind (clients); a 全社 caller sees all. Writing needs a scope set.
ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;
ALTER TABLE uploads FORCE ROW LEVEL SECURITY;
CREATE POLICY scope ON uploads TO sdp_app
  USING (
    kind NOT IN ('internal_unit', 'office', 'corporation', 'vehicle', 'survey_result')
    OR (scope_kind = current_setting('sdp.scope_kind', true) AND scope_code = current_setting('sdp.scope_code', true)))
  WITH CHECK (coalesce(current_setting('sdp.scope_kind', true), '') <> '');
CREATE POLICY scope_all ON uploads TO sdp_all USING (true) WITH CHECK (true);

-- Per-row events of an upload name it.
ALTER TABLE audit_events ADD COLUMN upload_id uuid;
CREATE INDEX audit_events_upload_idx ON audit_events (upload_id) WHERE upload_id IS NOT NULL;

-- An upload's file bytes, staged as the file is read (issue 27): the merge's transaction moves them to upload_chunks
-- with one INSERT … SELECT instead of sending the file from Node inside it (on PGlite 1.7–3.8 s of a 100,000-row
-- upload's merge, holding the one connection), and Node holds a 256 KB chunk instead of the whole file. Unlogged, as
-- the rows' staging tables (migration 070): a crash loses only uploads in flight; rows left behind are swept after an
-- hour.
CREATE UNLOGGED TABLE upload_chunk_staging (
  upload_id uuid NOT NULL,
  seq integer NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now(),
  bytes bytea NOT NULL,
  PRIMARY KEY (upload_id, seq)
);
-- Stored as written, as upload_chunks: pglz would spend the upload's time compressing them.
ALTER TABLE upload_chunk_staging ALTER COLUMN bytes SET STORAGE EXTERNAL;

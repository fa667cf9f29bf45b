import type { ColumnType } from 'kysely';

/** Migration 140: uploads kept as evidence (DESIGN.md §8), append-only. */
export interface UploadsTable {
  upload_id: string;
  kind: string;
  survey_fys: number[];
  file_name: string;
  size_bytes: ColumnType<string, number, never>;
  sha256: string;
  content_type: string;
  user_id: string | null;
  user_name: string | null;
  uploaded_at: ColumnType<Date, Date | string | undefined, never>;
  added: number;
  changed: number;
  removed: number;
  warnings: ColumnType<unknown, string | null | undefined, never>;
  comment: string | null;
  scope_kind: string;
  scope_code: string;
}

export interface UploadChunksTable {
  upload_id: string;
  seq: number;
  bytes: Uint8Array;
}

export interface UploadsTables {
  uploads: UploadsTable;
  upload_chunks: UploadChunksTable;
}

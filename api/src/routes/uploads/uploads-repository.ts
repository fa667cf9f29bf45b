import { sql } from 'kysely';
import type { Upload, UploadsQuery } from '@sdp/shared/contracts';
import type { UploadKind } from '@sdp/shared/routes';
import type { AuditActor } from '../../audit/record-audit';
import type { Db } from '../../db/database';
import type { DataScope, Scoped } from '../../db/scope';
import { inPage } from '../../db/list-page';

/** An accepted upload that changed data, as its transaction keeps it (DESIGN.md §8 "Uploads are evidence"). */
export interface KeptUpload {
  uploadId: string;
  kind: UploadKind;
  surveyFys: readonly number[];
  fileName: string;
  contentType: string;
  sha256: string;
  /** The file's size; its bytes are staged as it is read and moved by keepStagedChunks (csv/upload/kept-file.ts). */
  sizeBytes: number;
  counts: { added: number; changed: number; removed: number };
  actor: AuditActor;
  scope: DataScope;
  /** Quality warnings of the dry run and the comment that confirmed them, when there were any. */
  warnings?: Upload['warnings'];
  comment?: string | null;
}

/** Keeps an upload's record, in the caller's transaction (the upload's own); its bytes follow it. */
export async function recordUpload(tx: Db, upload: KeptUpload): Promise<void> {
  await tx
    .insertInto('uploads')
    .values({
      upload_id: upload.uploadId,
      kind: upload.kind,
      survey_fys: [...upload.surveyFys].sort((a, b) => a - b),
      file_name: upload.fileName,
      size_bytes: upload.sizeBytes,
      sha256: upload.sha256,
      content_type: upload.contentType,
      user_id: upload.actor.userId,
      user_name: upload.actor.userName,
      added: upload.counts.added,
      changed: upload.counts.changed,
      removed: upload.counts.removed,
      warnings: upload.warnings === undefined ? null : JSON.stringify(upload.warnings),
      comment: upload.comment ?? null,
      scope_kind: upload.scope.kind,
      scope_code: 'code' in upload.scope ? upload.scope.code : '',
    })
    .execute();
}

type Filter = Omit<UploadsQuery, 'page' | 'per_page' | 'kind'> & { kinds: readonly UploadKind[] };

const uploadOfRow = (row: {
  upload_id: string;
  kind: string;
  survey_fys: number[];
  file_name: string;
  size_bytes: string;
  sha256: string;
  content_type: string;
  user_id: string | null;
  user_name: string | null;
  uploaded_at: Date;
  added: number;
  changed: number;
  removed: number;
  warnings: unknown;
  comment: string | null;
}): Upload => ({
  upload_id: row.upload_id,
  kind: row.kind as UploadKind,
  survey_fys: row.survey_fys,
  file_name: row.file_name,
  size: Number(row.size_bytes),
  sha256: row.sha256,
  content_type: row.content_type,
  user_id: row.user_id,
  user_name: row.user_name,
  uploaded_at: new Date(row.uploaded_at).toISOString(),
  added: row.added,
  changed: row.changed,
  removed: row.removed,
  // Written by recordUpload from the dry run's warnings (jsonb comes back parsed); the answer's schema checks it.
  warnings: (row.warnings ?? null) as Upload['warnings'],
  comment: row.comment,
});

/** A page of the kept uploads of some kinds (and a year), newest first, with the total. */
export async function pageUploads(
  db: Db,
  filter: Filter & { page: number; per_page: number },
): Promise<{ total: number; uploads: Upload[] }> {
  if (filter.kinds.length === 0) return { total: 0, uploads: [] };
  const base = db
    .selectFrom('uploads')
    .where('kind', 'in', filter.kinds)
    .$if(filter.survey_fy !== undefined, (query) =>
      query.where(sql<boolean>`${filter.survey_fy} = ANY(survey_fys)`),
    );
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'upload_id',
      'kind',
      'survey_fys',
      'file_name',
      'size_bytes',
      'sha256',
      'content_type',
      'user_id',
      'user_name',
      'uploaded_at',
      'added',
      'changed',
      'removed',
      'warnings',
      'comment',
    ])
    .orderBy('uploaded_at', 'desc')
    .orderBy('upload_id')
    .$call(inPage(filter.page, filter.per_page))
    .execute();
  return { total: Number(total.n), uploads: rows.map(uploadOfRow) };
}

/**
 * For the assurance pack: every kept upload of a survey year (all kinds), oldest first; stream each one's bytes with
 * uploadBytes after uploadWithCheck.
 * @public
 */
export async function yearUploads(db: Db, surveyFy: number): Promise<Upload[]> {
  const rows = await db
    .selectFrom('uploads')
    .selectAll()
    .where(sql<boolean>`${surveyFy} = ANY(survey_fys)`)
    .orderBy('uploaded_at')
    .orderBy('upload_id')
    .execute();
  return rows.map(uploadOfRow);
}

/** One kept upload the caller's scope sees, with whether its stored bytes still match its SHA-256. */
export async function uploadWithCheck(
  db: Db,
  uploadId: string,
): Promise<(Upload & { intact: boolean }) | undefined> {
  const row = await db.selectFrom('uploads').selectAll().where('upload_id', '=', uploadId).executeTakeFirst();
  if (!row) return undefined;
  const { digest } = await sql<{ digest: string | null }>`
    SELECT encode(sha256(coalesce(string_agg(bytes, ''::bytea ORDER BY seq), ''::bytea)), 'hex') AS digest
    FROM upload_chunks WHERE upload_id = ${uploadId}`
    .execute(db)
    .then((result) => result.rows[0]!);
  return { ...uploadOfRow(row), intact: digest === row.sha256.trim() };
}

/**
 * The stored bytes of an upload, one chunk per query, each on `read`'s connection (a handler's `scoped`, or
 * `(work) => work(db)`): a large file never sits whole in memory. For the download and the assurance pack: check
 * the upload first (uploadWithCheck), then stream.
 */
export async function* uploadBytes(read: Scoped, uploadId: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const chunk = await read((db) =>
      db
        .selectFrom('upload_chunks')
        .select('bytes')
        .where('upload_id', '=', uploadId)
        .where('seq', '=', seq)
        .executeTakeFirst(),
    );
    if (!chunk) return;
    yield chunk.bytes;
  }
}

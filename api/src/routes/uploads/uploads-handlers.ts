import { MESSAGES } from '@sdp/shared/contracts';
import { readableUploadKinds, uploadReadableBy } from '@sdp/shared/routes';
import { AppError, forbidden, notFound } from '../../errors';
import { fileAnswer, type HandlersOf } from '../../pipeline/handler';
import { pageUploads, uploadBytes, uploadWithCheck } from './uploads-repository';

/**
 * Uploads kept as evidence (DESIGN.md §8). Each kind is read by whoever may read the data it replaces; the data
 * scope is the database's (migration 140): a 所属組織データのみ caller sees the uploads made under its own scope.
 */
export const uploadHandlers = {
  listUploads: async ({ db, caller: { roles } }, { query: { kind, page, per_page: perPage, survey_fy } }) => {
    if (kind && !uploadReadableBy(kind, roles)) throw forbidden();
    const kinds = kind ? [kind] : readableUploadKinds(roles);
    const { total, uploads } = await pageUploads(db, { kinds, survey_fy, page, per_page: perPage });
    return { total, page, per_page: perPage, uploads };
  },

  downloadUpload: async ({ db, scoped, caller: { roles } }, { params: { upload_id: uploadId } }) => {
    const upload = await uploadWithCheck(db, uploadId);
    if (!upload) throw notFound();
    if (!uploadReadableBy(upload.kind, roles)) throw forbidden();
    // Bytes that no longer match what was kept are not evidence: refuse them rather than hand them out.
    if (!upload.intact) throw new AppError(500, 'E-001', MESSAGES.uploadDamaged);
    return fileAnswer(upload.content_type, upload.file_name, uploadBytes(scoped, uploadId));
  },
} satisfies HandlersOf<'listUploads' | 'downloadUpload'>;

import { UPLOAD_READ_ROUTE } from '../routes/upload-access';
import { pageRoles, type OperationTable } from './operation';

// The union of every kind's readers; each handler checks the kind it answers for (uploadReadableBy).
const UPLOAD_READERS = pageRoles(...Object.values(UPLOAD_READ_ROUTE));

export const uploadOperations = {
  listUploads: { method: 'GET', path: '/uploads', access: UPLOAD_READERS },
  downloadUpload: { method: 'GET', path: '/uploads/:upload_id/file', access: UPLOAD_READERS },
} as const satisfies OperationTable;

import { uploadParamsSchema, uploadsQuerySchema, uploadsResponseSchema } from '../uploads';
import type { uploadOperations } from '../../operations/uploads';
import type { SchemasOf } from './operation-schemas';

export const uploadSchemas = {
  listUploads: {
    summary: 'Kept uploads (evidence): file, who, when, counts; by kind and survey year',
    query: uploadsQuerySchema,
    answer: uploadsResponseSchema,
  },
  downloadUpload: {
    summary: 'The bytes of a kept upload as uploaded, checked against their SHA-256 first',
    params: uploadParamsSchema,
    file: 'application/octet-stream',
  },
} as const satisfies SchemasOf<typeof uploadOperations>;

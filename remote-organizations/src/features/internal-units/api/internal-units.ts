import type { Camel } from '@sdp/shared';
import type { z } from 'zod';
import type {
  internalCreateSchema,
  internalListResponseSchema,
  internalUnitSchema,
  internalUpdateSchema,
} from '@sdp/shared/contracts';
import { crudEndpoints } from '../../../common/api/crud';

export type InternalUnit = Camel<z.infer<typeof internalUnitSchema>>;
export type InternalCreateBody = Camel<z.infer<typeof internalCreateSchema>>;
export type InternalUpdateBody = Camel<z.infer<typeof internalUpdateSchema>>;

/** GET/POST/PUT/DELETE /organizations/internal, GET /organizations/internal/{id}. */
export const internalUnits = crudEndpoints<
  z.infer<typeof internalListResponseSchema>,
  z.infer<typeof internalUnitSchema>
>('/organizations/internal', ['organizations', 'internal']);

import type { Camel } from '@sdp/shared';
import type { z } from 'zod';
import type {
  corporationCreateSchema,
  corporationDetailSchema,
  corporationListResponseSchema,
  corporationSchema,
  corporationUpdateSchema,
} from '@sdp/shared/contracts';
import { crudEndpoints } from '../../../common/api/crud';

export type Corporation = Camel<z.infer<typeof corporationSchema>>;
export type CorporationDetail = Camel<z.infer<typeof corporationDetailSchema>>;
export type CorporationCreateBody = Camel<z.infer<typeof corporationCreateSchema>>;
export type CorporationUpdateBody = Camel<z.infer<typeof corporationUpdateSchema>>;

/** GET/POST/PUT/DELETE /organizations/corporation, GET /organizations/corporation/{id}. */
export const corporations = crudEndpoints<
  z.infer<typeof corporationListResponseSchema>,
  z.infer<typeof corporationDetailSchema>
>('/organizations/corporation', ['organizations', 'corporation']);

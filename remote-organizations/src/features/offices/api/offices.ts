import type { Camel } from '@sdp/shared';
import type { z } from 'zod';
import type {
  officeCreateSchema,
  officeDetailSchema,
  officeListResponseSchema,
  officeSchema,
  officeUpdateSchema,
} from '@sdp/shared/contracts';
import { crudEndpoints } from '../../../common/api/crud';

export type Office = Camel<z.infer<typeof officeSchema>>;
export type OfficeDetail = Camel<z.infer<typeof officeDetailSchema>>;
export type OfficeCreateBody = Camel<z.infer<typeof officeCreateSchema>>;
export type OfficeUpdateBody = Camel<z.infer<typeof officeUpdateSchema>>;

/** GET/POST/PUT/DELETE /organizations/office, GET /organizations/office/{id}. */
export const offices = crudEndpoints<
  z.infer<typeof officeListResponseSchema>,
  z.infer<typeof officeDetailSchema>
>('/organizations/office', ['organizations', 'office']);

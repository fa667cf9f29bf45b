import { useMutation, useQueryClient } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { officeCreateSchema, officeDetailSchema } from '@sdp/shared/contracts';
import { officesKey } from './keys';

export type OfficeCreateBody = Camel<z.infer<typeof officeCreateSchema>>;

/** POST /organizations/office. */
const createOffice = (body: OfficeCreateBody) =>
  api.post<z.infer<typeof officeDetailSchema>>('/organizations/office', { body });

export function useCreateOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officesKey }),
  });
}

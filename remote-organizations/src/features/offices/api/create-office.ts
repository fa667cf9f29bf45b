import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { officeCreateSchema } from '@sdp/shared/contracts';
import { officesKey } from './keys';

export type OfficeCreateBody = Camel<z.infer<typeof officeCreateSchema>>;

/** POST /organizations/office. */
const createOffice = (body: OfficeCreateBody) => call('createOffice', { body });

export function useCreateOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officesKey }),
  });
}

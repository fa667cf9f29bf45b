import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { officeUpdateSchema } from '@sdp/shared/contracts';
import { officesKey } from './keys';

export type OfficeUpdateBody = Camel<z.infer<typeof officeUpdateSchema>>;

/** PUT /organizations/office: id and version in the body (a stale version answers 409). */
const updateOffice = (body: OfficeUpdateBody) => call('updateOffice', { body });

export function useUpdateOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officesKey }),
  });
}

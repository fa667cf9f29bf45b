import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { deleteBodySchema } from '@sdp/shared/contracts';
import { officesKey } from './keys';

/** DELETE /organizations/office: id and version in the body. */
const deleteOffice = (body: Camel<z.infer<typeof deleteBodySchema>>) => call('deleteOffice', { body });

export function useDeleteOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officesKey }),
  });
}

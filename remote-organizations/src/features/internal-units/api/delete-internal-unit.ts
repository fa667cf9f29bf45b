import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { deleteBodySchema } from '@sdp/shared/contracts';
import { internalUnitsKey } from './keys';

/** DELETE /organizations/internal: id and version in the body. */
const deleteInternalUnit = (body: Camel<z.infer<typeof deleteBodySchema>>) =>
  call('deleteInternalUnit', { body });

export function useDeleteInternalUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInternalUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internalUnitsKey }),
  });
}

import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { deleteBodySchema } from '@sdp/shared/contracts';
import { corporationsKey } from './keys';

/** DELETE /organizations/corporation: id and version in the body. */
const deleteCorporation = (body: Camel<z.infer<typeof deleteBodySchema>>) =>
  call('deleteCorporation', { body });

export function useDeleteCorporation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCorporation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: corporationsKey }),
  });
}

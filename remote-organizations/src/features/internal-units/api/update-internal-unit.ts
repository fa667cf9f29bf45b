import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { internalUpdateSchema } from '@sdp/shared/contracts';
import { internalUnitsKey } from './keys';

export type InternalUpdateBody = Camel<z.infer<typeof internalUpdateSchema>>;

/** PUT /organizations/internal: id and version in the body (a stale version answers 409). */
const updateInternalUnit = (body: InternalUpdateBody) => call('updateInternalUnit', { body });

export function useUpdateInternalUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInternalUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internalUnitsKey }),
  });
}

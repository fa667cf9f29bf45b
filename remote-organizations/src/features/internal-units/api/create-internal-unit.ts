import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { internalCreateSchema } from '@sdp/shared/contracts';
import { internalUnitsKey } from './keys';

export type InternalCreateBody = Camel<z.infer<typeof internalCreateSchema>>;

/** POST /organizations/internal. */
const createInternalUnit = (body: InternalCreateBody) => call('createInternalUnit', { body });

export function useCreateInternalUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternalUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internalUnitsKey }),
  });
}

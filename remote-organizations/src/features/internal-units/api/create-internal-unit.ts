import { useMutation, useQueryClient } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { internalCreateSchema, internalUnitSchema } from '@sdp/shared/contracts';
import { internalUnitsKey } from './keys';

export type InternalCreateBody = Camel<z.infer<typeof internalCreateSchema>>;

/** POST /organizations/internal. */
const createInternalUnit = (body: InternalCreateBody) =>
  api.post<z.infer<typeof internalUnitSchema>>('/organizations/internal', { body });

export function useCreateInternalUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternalUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internalUnitsKey }),
  });
}

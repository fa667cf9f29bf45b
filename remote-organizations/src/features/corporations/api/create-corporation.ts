import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { corporationCreateSchema } from '@sdp/shared/contracts';
import { corporationsKey } from './keys';

export type CorporationCreateBody = Camel<z.infer<typeof corporationCreateSchema>>;

/** POST /organizations/corporation. */
const createCorporation = (body: CorporationCreateBody) => call('createCorporation', { body });

export function useCreateCorporation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCorporation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: corporationsKey }),
  });
}

import { useMutation, useQueryClient } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { corporationCreateSchema, corporationDetailSchema } from '@sdp/shared/contracts';
import { corporationsKey } from './keys';

export type CorporationCreateBody = Camel<z.infer<typeof corporationCreateSchema>>;

/** POST /organizations/corporation. */
const createCorporation = (body: CorporationCreateBody) =>
  api.post<z.infer<typeof corporationDetailSchema>>('/organizations/corporation', { body });

export function useCreateCorporation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCorporation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: corporationsKey }),
  });
}

import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type { corporationUpdateSchema } from '@sdp/shared/contracts';
import { corporationsKey } from './keys';

export type CorporationUpdateBody = Camel<z.infer<typeof corporationUpdateSchema>>;

/** PUT /organizations/corporation: id and version in the body (a stale version answers 409). */
const updateCorporation = (body: CorporationUpdateBody) => call('updateCorporation', { body });

export function useUpdateCorporation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCorporation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: corporationsKey }),
  });
}
